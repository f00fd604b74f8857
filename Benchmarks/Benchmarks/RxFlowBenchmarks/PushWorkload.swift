import Benchmark
import RxFlow

/// `push` and `push-onestepper`: every step pushes a new screen with a new stepper.
/// One operation is one pushed screen.
@MainActor
enum PushWorkload {
    /// Runs one iteration; pushed screens get a `OneStepper(withSingleStep: .pushed)`
    /// (whose step is navigated too) if `oneStepper`, a relay stepper otherwise.
    static func run(_ benchmark: Benchmark, oneStepper: Bool) {
        let name = oneStepper ? "push-onestepper" : "push"
        expectReleased(after: name) {
            let flow = PushFlow(pushedScreensUseOneStepper: oneStepper)
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            let step: any Step = BenchStep.push
            let pushes = benchmark.scaledIterations

            benchmark.startMeasurement()
            for _ in pushes {
                stepper.steps.accept(step)
            }
            benchmark.stopMeasurement()

            require(
                flow.pushes == pushes.count && flow.stack.count == pushes.count,
                "\(name): \(flow.pushes) of \(pushes.count) screens pushed")
            require(
                flow.pushedSteps == (oneStepper ? pushes.count : 0),
                "\(name): \(flow.pushedSteps) initial steps of pushed screens navigated")
            if !oneStepper {
                AllocationBudget.check(name, budget: AllocationBudget.push) { stepper.steps.accept(step) }
            }
            flow.rootScreen.dismiss()
            return coordinator
        }
    }
}
