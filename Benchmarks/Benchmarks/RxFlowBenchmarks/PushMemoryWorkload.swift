import Benchmark
import RxFlow

/// `push-memory`: the `push` workload's memory footprint. After a warm-up, measures the
/// growth of resident memory (and of live allocations) per pushed screen, then dismisses the
/// flow's root and checks that every screen is gone.
@MainActor
enum PushMemoryWorkload {
    /// Pushes made before the first reading.
    static let warmUpPushes = BenchSettings.isSmoke ? 10 : 1_000
    /// Pushes measured.
    static let measuredPushes = BenchSettings.isSmoke ? 100 : 100_000

    /// Runs one iteration.
    static func run(_ benchmark: Benchmark) {
        expectReleased(after: "push-memory") {
            let flow = PushFlow(pushedScreensUseOneStepper: false)
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            let step: any Step = BenchStep.push
            for _ in 0..<warmUpPushes {
                stepper.steps.accept(step)
            }
            MemoryProbe.releaseFreeMemory()

            benchmark.startMeasurement()
            let before = MemoryProbe.sample()
            for _ in 0..<measuredPushes {
                stepper.steps.accept(step)
            }
            let after = MemoryProbe.sample()
            benchmark.stopMeasurement()

            let pushes = warmUpPushes + measuredPushes
            require(
                flow.pushes == pushes && flow.stack.count == pushes,
                "push-memory: \(flow.pushes) of \(pushes) screens pushed")
            let screensAlive = LiveObjects.screens.load(ordering: .relaxed)
            require(screensAlive == pushes + 1, "push-memory: \(screensAlive) screens alive, not \(pushes + 1)")
            MemoryMetrics.record(benchmark, before: before, after: after, operations: measuredPushes)
            flow.rootScreen.dismiss()
            return coordinator
        }
    }
}
