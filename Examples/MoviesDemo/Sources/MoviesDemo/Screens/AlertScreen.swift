import RxFlow
import RxFlowHeadless

/// A modal alert (a page sheet: what it covers stays visible).
final class AlertScreen: ViewController, SteppingScreen, DemoScreen {
    let viewModel: AlertViewModel
    var stepper: any Stepper { viewModel }
    let message: String

    init(title: String, message: String, viewModel: AlertViewModel) {
        self.viewModel = viewModel
        self.message = message
        super.init()
        self.title = title
        modalPresentationStyle = .pageSheet
    }

    var contentLines: [String] { [message] }

    var actions: [ScreenAction] {
        [ScreenAction(title: "OK") { [viewModel] in viewModel.acknowledge() }]
    }
}
