import RxFlow
import RxFlowHeadless

/// The list of settings, in the split view's primary column.
final class SettingsListScreen: ViewController, SteppingScreen, DemoScreen {
    let viewModel: SettingsListViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: SettingsListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Settings"
    }

    var contentLines: [String] { [] }

    var actions: [ScreenAction] {
        [
            ScreenAction(title: "API key") { [viewModel] in viewModel.apiKey() },
            ScreenAction(title: "About") { [viewModel] in viewModel.about() },
            ScreenAction(title: "Log out") { [viewModel] in viewModel.logOut() },
            ScreenAction(title: "Done") { [viewModel] in viewModel.done() },
        ]
    }
}
