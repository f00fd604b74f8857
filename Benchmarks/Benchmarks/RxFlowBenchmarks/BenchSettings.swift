import Benchmark
import Foundation

/// Run-wide settings. `RXFLOW_BENCH_SMOKE=1` (set by `Benchmarks/smoke`) runs every
/// workload once, on tiny counts, only to prove that it still works.
enum BenchSettings {
    /// True when the run is the CI smoke run.
    static let isSmoke = ProcessInfo.processInfo.environment["RXFLOW_BENCH_SMOKE"] != nil

    /// True when `RXFLOW_BENCH_PUBLISHER_SCREENS=1`: the test screens then leave their
    /// `presentationState` out, and the coordinator subscribes to their `rxVisible` and
    /// `rxDismissed`, as it does for a presentable written against Combine only.
    static let screensReportThroughPublishers =
        ProcessInfo.processInfo.environment["RXFLOW_BENCH_PUBLISHER_SCREENS"] != nil

    /// The metrics every workload reports.
    static let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

    /// A configuration for a workload doing `scalingFactor` operations per iteration,
    /// after `warmupIterations` unmeasured ones, reporting `extraMetrics` too. The smoke run does one operation, once.
    static func configuration(
        scalingFactor: BenchmarkScalingFactor,
        maxDuration: Duration = .seconds(2),
        maxIterations: Int = 10_000,
        warmupIterations: Int = 1,
        extraMetrics: [BenchmarkMetric] = []
    ) -> Benchmark.Configuration {
        if isSmoke {
            return .init(
                metrics: metrics + extraMetrics, warmupIterations: 0, scalingFactor: .one,
                maxDuration: .seconds(10), maxIterations: 1)
        }
        return .init(
            metrics: metrics + extraMetrics, warmupIterations: warmupIterations, scalingFactor: scalingFactor,
            maxDuration: maxDuration, maxIterations: maxIterations)
    }
}
