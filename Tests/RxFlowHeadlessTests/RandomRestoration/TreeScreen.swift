import RxFlow
import RxFlowHeadless

/// A screen of the generated tree, with its own view model so that the test can emit from it.
final class TreeScreen: ViewController {
    let viewModel = ScreenStepper()
    /// Whether its flow is a presented child stack, which a step of this screen may end.
    let flowCanEnd: Bool

    init(title: String, flowCanEnd: Bool) {
        self.flowCanEnd = flowCanEnd
        super.init()
        self.title = title
    }
}
