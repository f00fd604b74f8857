import Benchmark
import RxFlow

/// `baseline-direct`: the `step` flow's `navigate(to:)` called directly, without any
/// coordinator: the floor under `step`.
@MainActor
enum BaselineWorkload {
    /// Runs one iteration.
    static func run(_ benchmark: Benchmark) {
        do {
            let flow = StepFlow()
            let step: any Step = BenchStep.tick
            let steps = benchmark.scaledIterations

            benchmark.startMeasurement()
            for _ in steps {
                blackHole(flow.navigate(to: step))
            }
            benchmark.stopMeasurement()

            require(
                flow.navigations == steps.count,
                "baseline-direct: \(flow.navigations) of \(steps.count) steps navigated")
        }
        LiveObjects.assertNoneAlive(after: "baseline-direct")
    }
}
