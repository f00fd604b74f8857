import RxFlow
import RxFlowHeadless

/// A flow on a `TabBarController` titled with its id, whose two tabs are child stack flows
/// (`F3.a`, `F3.b`). Its root is a `TabsRoot`, which keeps the selected tab in snapshots.
final class TabsTreeFlow: TreeFlow {
    let flowID: String
    let tabs = TabBarController()
    private let tabsRoot: TabsRoot

    var root: any Presentable { tabsRoot }
    var screen: ViewController { tabs }

    init(flowID: String) {
        self.flowID = flowID
        tabs.title = flowID
        tabsRoot = TabsRoot(tabs: tabs)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? TreeStep, step.action == .start else { return .none }
        let first = StackTreeFlow(flowID: "\(flowID).a", isPresentedChild: false)
        let second = StackTreeFlow(flowID: "\(flowID).b", isPresentedChild: false)
        tabs.setViewControllers([first.navigation, second.navigation], animated: false)
        return .multiple(flowContributors: [Self.start(first), Self.start(second)])
    }
}

/// A tab bar as a flow's root that keeps its selected tab in snapshots, as the headless
/// `TabBarController` will itself: a wrapper, so that this test needs nothing of the headless
/// layer's own conformances (when `TabBarController` is `RestorablePresentable`, a
/// `TabsTreeFlow` can be rooted in its tab bar directly).
@MainActor
final class TabsRoot: RestorablePresentable {
    let tabs: TabBarController

    init(tabs: TabBarController) {
        self.tabs = tabs
    }

    var rxVisible: AnyPublisher<Bool, Never> { tabs.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { tabs.rxDismissed }
    var presentationState: PresentationState? { tabs.presentationState }

    var restorationState: Int { tabs.selectedIndex }

    func restore(_ index: Int) -> Bool {
        guard tabs.viewControllers.indices.contains(index) else { return false }
        tabs.selectedIndex = index
        return true
    }
}
