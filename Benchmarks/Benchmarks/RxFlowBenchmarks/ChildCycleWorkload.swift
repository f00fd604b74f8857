import Benchmark
import RxFlow

/// `child-cycle`: the parent opens a child flow, the child's root stepper emits
/// `.childDone`, the child ends and forwards `.childEnded`, and the parent dismisses the
/// child's root. One operation is one open+end cycle.
@MainActor
enum ChildCycleWorkload {
    /// Runs one iteration.
    static func run(_ benchmark: Benchmark) {
        expectReleased(after: "child-cycle") {
            let flow = ParentFlow()
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            let open: any Step = BenchStep.open
            let done: any Step = BenchStep.childDone
            let cycles = benchmark.scaledIterations

            benchmark.startMeasurement()
            for _ in cycles {
                stepper.steps.accept(open)
                flow.currentChild?.stepper.steps.accept(done)
            }
            benchmark.stopMeasurement()

            require(
                flow.opened == cycles.count && flow.ended == cycles.count,
                "child-cycle: \(flow.opened) children opened, \(flow.ended) ended, of \(cycles.count)")
            let flowsAlive = LiveObjects.flows.load(ordering: .relaxed)
            require(flowsAlive == 1, "child-cycle: \(flowsAlive - 1) ended child flows still alive")
            AllocationBudget.check("child-cycle", budget: AllocationBudget.childCycle) {
                stepper.steps.accept(open)
                flow.currentChild?.stepper.steps.accept(done)
            }
            flow.rootScreen.dismiss()
            return coordinator
        }
    }
}
