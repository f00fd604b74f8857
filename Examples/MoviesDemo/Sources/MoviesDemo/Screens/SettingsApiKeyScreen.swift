import RxFlow
import RxFlowHeadless

/// The API key detail, in the split view's secondary column.
final class SettingsApiKeyScreen: ViewController, SteppingScreen, DemoScreen {
    let viewModel: SettingsApiKeyViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: SettingsApiKeyViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "API key"
    }

    var contentLines: [String] {
        ["Current API key: \(viewModel.apiKey ?? "none (About is not allowed)")"]
    }

    var actions: [ScreenAction] {
        [
            ScreenAction(title: "Use the demo key (\(AppServices.demoApiKey))") { [viewModel] in
                viewModel.useDemoKey()
            },
            ScreenAction(title: "Clear the key") { [viewModel] in viewModel.clearKey() },
        ]
    }
}
