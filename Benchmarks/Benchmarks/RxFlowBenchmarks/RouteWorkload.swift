import Benchmark
import RxFlow
import RxFlowSwiftUI

/// `route-push-pop` and `route-push`: a `RouteFlow` pushes a route with a new view model on
/// its `FlowStack` and, in `route-push-pop`, pops it with the next step. One operation is one
/// route pushed (and popped).
@MainActor
enum RouteWorkload {
    /// Runs one iteration; pops every pushed route at once if `popping`.
    static func run(_ benchmark: Benchmark, popping: Bool) {
        let name = popping ? "route-push-pop" : "route-push"
        expectReleased(after: name) {
            let flow = RouteFlow()
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            stepper.steps.accept(BenchStep.routeStart)
            let push: any Step = BenchStep.routePush
            let pop: any Step = BenchStep.routePop
            let operations = benchmark.scaledIterations

            benchmark.startMeasurement()
            if popping {
                for _ in operations {
                    stepper.steps.accept(push)
                    stepper.steps.accept(pop)
                }
            } else {
                for _ in operations {
                    stepper.steps.accept(push)
                }
            }
            benchmark.stopMeasurement()

            let pops = popping ? operations.count : 0
            require(
                flow.pushes == operations.count && flow.pops == pops,
                "\(name): \(flow.pushes) pushes and \(flow.pops) pops navigated, not \(operations.count) and \(pops)")
            RouteChecks.onlyTopVisible(flow, depth: 1 + operations.count - pops, after: name)
            // The popped routes' view models went with their routes: the flow's stepper, the
            // root's view model and those of the routes on the path are left.
            let steppersAlive = LiveObjects.steppers.load(ordering: .relaxed)
            require(
                steppersAlive == 2 + operations.count - pops,
                "\(name): \(steppersAlive) steppers alive, not \(2 + operations.count - pops)")
            RouteChecks.topNavigates(flow, after: name)
            if popping {
                AllocationBudget.check(name, budget: AllocationBudget.routePushPop) {
                    stepper.steps.accept(push)
                    stepper.steps.accept(pop)
                }
            } else {
                AllocationBudget.check(name, budget: AllocationBudget.routePush) { stepper.steps.accept(push) }
            }
            flow.stack.end()
            return coordinator
        }
    }
}
