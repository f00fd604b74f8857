import Benchmark
import RxFlow
import RxFlowSwiftUI

/// `tab-switch`: the user switches between the two tabs of a `TabsFlow` (a write of
/// `FlowTabs.selection`, as `TabView(selection:)` makes it): one tab's stack and root route
/// hide, the other's show. One operation is one switch.
@MainActor
enum TabSwitchWorkload {
    /// Runs one iteration.
    static func run(_ benchmark: Benchmark) {
        expectReleased(after: "tab-switch") {
            let flow = TabsFlow()
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            stepper.steps.accept(BenchStep.spawn)
            let tabs = flow.tabs
            require(
                tabs.selectedTab == 0 && flow.tabFlows.allSatisfy { $0.stack.routes.count == 1 },
                "tab-switch: the tabs' flows did not start")
            let changes = tabs.changeCount
            let switches = benchmark.scaledIterations

            benchmark.startMeasurement()
            for index in switches {
                tabs.selection = (index + 1) & 1
            }
            benchmark.stopMeasurement()

            let selected = switches.count & 1
            require(
                tabs.changeCount == changes + switches.count && tabs.selectedTab == selected,
                "tab-switch: \(tabs.changeCount - changes) of \(switches.count) switches, tab \(String(describing: tabs.selectedTab)) selected"
            )
            expectOnlyVisible(flow, tab: selected)
            var next = 1 - selected
            AllocationBudget.check("tab-switch", budget: AllocationBudget.tabSwitch) {
                tabs.selection = next
                next = 1 - next
            }
            tabs.end()
            return coordinator
        }
    }

    /// Stops the run unless the root route of `tab` only is visible, and only its view
    /// model's steps are navigated (the other's are dropped as not visible).
    private static func expectOnlyVisible(_ flow: TabsFlow, tab: Int) {
        let (shown, hidden) = (flow.tabFlows[tab], flow.tabFlows[1 - tab])
        require(
            shown.stack.routes[0].isVisible && !hidden.stack.routes[0].isVisible,
            "tab-switch: tab \(tab)'s route is not the only one visible")
        RouteChecks.tick(shown.stack.routes[0])
        RouteChecks.tick(hidden.stack.routes[0])
        require(
            shown.ticks == 1 && hidden.ticks == 0,
            "tab-switch: \(shown.ticks) steps navigated on the selected tab, \(hidden.ticks) on the other")
    }
}
