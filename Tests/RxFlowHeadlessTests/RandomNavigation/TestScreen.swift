import RxFlow
import RxFlowHeadless

/// A leaf screen with its own view model, so that the test can emit steps from any screen.
final class TestScreen: ViewController, SteppingScreen {
    let screenId: Int
    let viewModel = ScreenStepper()
    var stepper: any Stepper { viewModel }

    init(screenId: Int) {
        self.screenId = screenId
        super.init()
        title = "S\(screenId)"
    }
}
