import RxFlow
import RxFlowSwiftUI

/// A flow whose root is a SwiftUI `FlowTabs` of two tabs, each holding the stack of a child
/// `RouteFlow` (started on `.spawn`, each with its root route and that route's view model).
@MainActor
final class TabsFlow: Flow {
    /// The tab view's model, shown by the app; tab 0 is selected first.
    let tabs = FlowTabs<Int>()
    /// The flows of tabs 0 and 1.
    let tabFlows = [RouteFlow(shownByApp: false), RouteFlow(shownByApp: false)]

    /// Creates the flow and shows its tabs.
    init() {
        tabs.show()
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    /// The tabs.
    var root: any Presentable { tabs }

    /// Adds a tab for each child flow's stack and starts the child flows on `.spawn`.
    func navigate(to step: any Step) -> FlowContributors {
        guard case BenchStep.spawn = step else { return .none }
        for (index, flow) in tabFlows.enumerated() {
            tabs.add(index, stack: flow.stack)
        }
        return .multiple(
            flowContributors: tabFlows.map {
                .contribute(
                    withNextPresentable: $0, withNextStepper: CountedOneStepper(withSingleStep: BenchStep.routeStart))
            })
    }
}
