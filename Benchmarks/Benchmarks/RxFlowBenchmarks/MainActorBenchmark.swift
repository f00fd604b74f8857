import Benchmark
import Foundation

/// Carries the runner's `Benchmark` to the main actor. The runner waits for the body to
/// return before it touches the benchmark again, so the hand-off is race-free.
private struct BenchmarkHandoff: @unchecked Sendable {
    let benchmark: Benchmark
}

/// Registers a benchmark whose every iteration runs `body` on the main actor, on the
/// main queue, as RxFlow's synchronous navigation requires.
///
/// package-benchmark runs benchmark closures off the main thread, so each iteration hops
/// to the main actor; `body` must bracket what it measures with
/// `startMeasurement()`/`stopMeasurement()` so that the hop is not measured.
func mainActorBenchmark(
    _ name: String,
    configuration: Benchmark.Configuration,
    body: @escaping @MainActor @Sendable (Benchmark) -> Void
) {
    Benchmark(name, configuration: configuration) { benchmark async in
        let handoff = BenchmarkHandoff(benchmark: benchmark)
        await MainActor.run {
            // On Linux the async runner parks the main thread in dispatch_main(), and the
            // main queue (the main actor's executor) is drained by a worker thread, as under
            // `swift test`. RxFlow answers "on the main queue?" with a queue-specific key, so
            // navigation is still synchronous there; the workloads' counts check it.
            dispatchPrecondition(condition: .onQueue(.main))
            body(handoff.benchmark)
        }
    }
}
