import RxFlow
import RxFlowHeadless

/// The onboarding's second screen.
final class TermsScreen: ViewController, SteppingScreen, DemoScreen {
    let viewModel: TermsViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: TermsViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Terms"
    }

    var contentLines: [String] {
        [
            "Step 2 of 2. The terms, in short:",
            "the movies are a small built-in catalogue of facts, and nothing leaves this machine.",
        ]
    }

    var actions: [ScreenAction] {
        [ScreenAction(title: "Accept the terms") { [viewModel] in viewModel.accept() }]
    }
}
