import Benchmark
import RxFlow
import RxFlowSwiftUI

/// `route-deeplink-K`: `FlowCoordinator.navigate(to:)` of a deep link that a `RouteFlow`
/// navigates with one `setRoutes` (without animation), from its root to K new routes, each
/// contributed with a new view model. One operation is one deep link.
@MainActor
enum RouteDeepLinkWorkload {
    /// Runs one iteration with a deep link to `depth` routes.
    static func run(_ benchmark: Benchmark, depth: Int) {
        let name = "route-deeplink-\(depth)"
        expectReleased(after: name) {
            let flow = RouteFlow(deepLinkDepth: depth)
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            stepper.steps.accept(BenchStep.routeStart)
            let step: any Step = BenchStep.routeDeepLink
            let links = benchmark.scaledIterations
            require(links.count == 1, "\(name): one deep link per iteration, not \(links.count)")
            let clock = ContinuousClock()

            benchmark.startMeasurement()
            let start = clock.now
            coordinator.navigate(to: step)
            let elapsed = start.duration(to: clock.now)
            benchmark.stopMeasurement()

            require(flow.deepLinks == 1, "\(name): the deep link was not navigated")
            require(flow.stack.routes.map(\.value) == flow.deepLinkValues, "\(name): the path is not the deep link's")
            RouteChecks.onlyTopVisible(flow, depth: depth + 1, after: name)
            // Every new route has its view model: the flow's stepper and the root's are the two others.
            let steppersAlive = LiveObjects.steppers.load(ordering: .relaxed)
            require(steppersAlive == depth + 2, "\(name): \(steppersAlive) steppers alive, not \(depth + 2)")
            RouteChecks.topNavigates(flow, after: name)
            let nanoseconds =
                elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
            benchmark.measurement(CustomMetrics.nanosecondsPerRoute, Int(nanoseconds) / depth)
            if depth == 10 {
                AllocationBudget.check(name, budget: AllocationBudget.routeDeepLink10, operations: 100) {
                    coordinator.navigate(to: step)
                    flow.stack.popToRoot(animated: false)
                }
            }
            flow.stack.end()
            return coordinator
        }
    }
}
