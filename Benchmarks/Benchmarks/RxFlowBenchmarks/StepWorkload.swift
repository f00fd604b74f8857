import Benchmark
import RxFlow

/// `step`: one long-lived relay stepper, contributed once, accepts steps that the flow
/// navigates to nowhere. One operation is one `accept`.
@MainActor
enum StepWorkload {
    /// Runs one iteration.
    static func run(_ benchmark: Benchmark) {
        expectReleased(after: "step") {
            let flow = StepFlow()
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            let step: any Step = BenchStep.tick
            let steps = benchmark.scaledIterations

            benchmark.startMeasurement()
            for _ in steps {
                stepper.steps.accept(step)
            }
            benchmark.stopMeasurement()

            require(flow.navigations == steps.count, "step: \(flow.navigations) of \(steps.count) steps navigated")
            AllocationBudget.check("step", budget: AllocationBudget.step) { stepper.steps.accept(step) }
            flow.rootScreen.dismiss()
            return coordinator
        }
    }
}
