import RxFlow
import RxFlowHeadless
import RxFlowTesting

/// A window driven by a coordinator that can snapshot and restore `ShopTabsFlow`; what it logs
/// is captured.
@MainActor
final class ShopApp {
    let logs = LogCapture()
    let window: Window
    let coordinator: FlowCoordinator
    let flow = ShopTabsFlow()

    init() {
        window = Window(logger: logs.logger)
        coordinator = FlowCoordinator(
            logger: logs.logger, leakDetection: .disabled, restoration: NavigationRestoration(steps: ShopStep.self))
        window.rootViewController = flow.tabs
        window.makeKeyAndVisible()
    }

    /// Starts the tabs, each on its item 0.
    func start() {
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ShopStep.start))
    }

    /// Starts the tabs from `snapshot`.
    func restore(_ snapshot: NavigationSnapshot) throws -> RestorationReport {
        try coordinator.coordinate(
            flow: flow, with: OneStepper(withSingleStep: ShopStep.start), restoringFrom: snapshot)
    }

    /// The screen in front: what is presented last, or the top of the selected tab's stack.
    var front: ViewController? {
        guard var layer = window.rootViewController else { return nil }
        while let presented = layer.presentedViewController { layer = presented }
        while true {
            switch layer {
            case let tabs as TabBarController:
                guard let selected = tabs.selectedViewController else { return tabs }
                layer = selected
            case let stack as NavigationController:
                guard let top = stack.topViewController else { return stack }
                layer = top
            default:
                return layer
            }
        }
    }

    /// The front screen's view model emits `step`.
    func emit(_ step: ShopStep) {
        (front as? ShopItemScreen)?.viewModel.steps.accept(step)
    }

    /// The user goes back in the front stack.
    func goBack() {
        front?.navigationController?.popViewController(animated: true)
    }

    /// The user swipes the front presented screen away.
    func swipeDown() {
        var layer = window.rootViewController
        while let presented = layer?.presentedViewController { layer = presented }
        layer?.dismiss(animated: true)
    }

    /// The user selects tab `index`.
    func selectTab(_ index: Int) {
        flow.tabs.selectedIndex = index
    }
}
