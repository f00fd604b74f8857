import Benchmark
import RxFlow

/// `push-pop`: the headless counterpart of `route-push-pop`. A step pushes a new screen with
/// a new relay stepper (as `push`), and the next step dismisses it: its contribution ends and
/// the screen and its stepper are released. One operation is one screen pushed and popped.
@MainActor
enum PushPopWorkload {
    /// Runs one iteration.
    static func run(_ benchmark: Benchmark) {
        expectReleased(after: "push-pop") {
            let flow = PushFlow(pushedScreensUseOneStepper: false)
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            let push: any Step = BenchStep.push
            let pop: any Step = BenchStep.pop
            let operations = benchmark.scaledIterations

            benchmark.startMeasurement()
            for _ in operations {
                stepper.steps.accept(push)
                stepper.steps.accept(pop)
            }
            benchmark.stopMeasurement()

            require(
                flow.pushes == operations.count && flow.pops == operations.count && flow.stack.isEmpty,
                "push-pop: \(flow.pushes) pushes and \(flow.pops) pops of \(operations.count), \(flow.stack.count) left"
            )
            // The popped screens and their steppers are gone: the root screen and the flow's
            // stepper are left.
            let alive = (LiveObjects.screens.load(ordering: .relaxed), LiveObjects.steppers.load(ordering: .relaxed))
            require(alive == (1, 1), "push-pop: \(alive.0) screens and \(alive.1) steppers alive, not 1 and 1")
            AllocationBudget.check("push-pop", budget: AllocationBudget.pushPop) {
                stepper.steps.accept(push)
                stepper.steps.accept(pop)
            }
            flow.rootScreen.dismiss()
            return coordinator
        }
    }
}
