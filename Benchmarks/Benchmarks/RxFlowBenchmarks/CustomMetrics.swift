import Benchmark

/// The metrics that package-benchmark cannot compute by itself.
enum CustomMetrics {
    /// `deeplink-*`: wall-clock nanoseconds per flow reached by one deep link.
    static let nanosecondsPerFlow = BenchmarkMetric.custom("ns per flow", useScalingFactor: false)
    /// `push-memory`: growth of the resident set per pushed screen, in bytes. It includes
    /// the malloc interposer's header on every live allocation.
    static let residentBytesPerPush = BenchmarkMetric.custom("RSS bytes per push", useScalingFactor: false)
    /// `push-memory`: the same, less the malloc interposer's headers: what a process
    /// without the interposer would keep.
    static let residentBytesPerPushWithoutInterposer = BenchmarkMetric.custom(
        "RSS bytes per push w/o interposer", useScalingFactor: false)
    /// `push-memory`: allocations still alive per pushed screen.
    static let liveAllocationsPerPush = BenchmarkMetric.custom("live allocations per push", useScalingFactor: false)
    /// `push-memory`: bytes requested by those allocations, per pushed screen.
    static let requestedBytesPerPush = BenchmarkMetric.custom("requested bytes per push", useScalingFactor: false)

    /// Every metric `push-memory` reports besides the default ones.
    static let pushMemory = [
        residentBytesPerPush, residentBytesPerPushWithoutInterposer, liveAllocationsPerPush, requestedBytesPerPush,
    ]
}
