import RxFlow
import RxFlowHeadless
import Testing

@testable import PortedApp

/// This module imports the app, which declares its own `ViewModelBased`, and RxFlowHeadless:
/// naming the protocol here must not be ambiguous (it was while RxFlowHeadless exported one).
@MainActor
struct ViewModelBasedTests {
    private func stepperOf<Screen: ViewModelBased & SteppingScreen>(_ screen: Screen) -> any Stepper {
        screen.stepper
    }

    @Test func theAppsProtocolAndTheShorthandsAgreeOnTheStepper() {
        let viewModel = SettingsViewModel()
        let screen = SettingsScreen.instantiate(withViewModel: viewModel)
        #expect((stepperOf(screen) as? SettingsViewModel) === viewModel)
        let contributors = FlowContributors.viewController(screen)
        guard case .one(.contribute(let presentable, let stepper, _, _)) = contributors else {
            Issue.record("expected one contribution")
            return
        }
        #expect(presentable === screen)
        #expect((stepper as? SettingsViewModel) === viewModel)
    }
}
