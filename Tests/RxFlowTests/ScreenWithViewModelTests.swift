import RxFlow
import Testing

/// `ScreenWithViewModel` names its view model as its stepper, so a screen that declares only
/// `viewModel` is a `SteppingScreen` for every layer's shorthands.
@MainActor
struct ScreenWithViewModelTests {
    private final class ListViewModel: Stepper {
        let steps = PublishRelay<any Step>()
    }

    private final class ListScreen: ScreenWithViewModel {
        let viewModel = ListViewModel()
    }

    /// A screen with a stepper of its own choosing.
    private final class CustomScreen: SteppingScreen {
        let model = ListViewModel()
        var stepper: any Stepper { model }
    }

    @Test func theViewModelIsTheStepper() {
        let screen = ListScreen()
        #expect(screen.stepper as? ListViewModel === screen.viewModel)
    }

    @Test func bothKindsAreSteppingScreens() {
        let screens: [AnyObject] = [ListScreen(), CustomScreen(), ListViewModel()]
        let steppers = screens.compactMap { ($0 as? any SteppingScreen)?.stepper as? ListViewModel }
        #expect(steppers.count == 2)
        #expect(steppers[0] === (screens[0] as? ListScreen)?.viewModel)
        #expect(steppers[1] === (screens[1] as? CustomScreen)?.model)
    }
}
