import RxFlow
import RxFlowHeadless

/// The onboarding's first screen.
final class OnboardingApiKeyScreen: ViewController, SteppingScreen, DemoScreen {
    let viewModel: OnboardingApiKeyViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: OnboardingApiKeyViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "API key"
    }

    var contentLines: [String] {
        [
            "Welcome to MoviesDemo! Step 1 of 2.",
            "The movie service needs an API key; the About screen is only for users with one.",
        ]
    }

    var actions: [ScreenAction] {
        [
            ScreenAction(title: "Use the demo key (\(AppServices.demoApiKey))") { [viewModel] in viewModel.useDemoKey()
            },
            ScreenAction(title: "Continue without a key") { [viewModel] in viewModel.continueWithoutKey() },
        ]
    }
}
