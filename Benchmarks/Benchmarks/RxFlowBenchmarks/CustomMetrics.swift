import Benchmark

/// The metrics that package-benchmark cannot compute by itself.
enum CustomMetrics {
    /// `deeplink-*`: wall-clock nanoseconds per flow reached by one deep link.
    static let nanosecondsPerFlow = BenchmarkMetric.custom("ns per flow", useScalingFactor: false)
    /// `route-deeplink-*`: wall-clock nanoseconds per route the deep link pushed.
    static let nanosecondsPerRoute = BenchmarkMetric.custom("ns per route", useScalingFactor: false)
    /// `restore-tree-*`, `navigate-tree-*`: wall-clock nanoseconds per screen of the tree made.
    static let nanosecondsPerScreen = BenchmarkMetric.custom("ns per screen", useScalingFactor: false)
    /// `restore-*`, `snapshot-*`: the size of the snapshot as JSON, in bytes.
    static let snapshotBytes = BenchmarkMetric.custom("snapshot JSON bytes", useScalingFactor: false)
    /// `push-memory` and `route-memory`: growth of the resident set per pushed screen (route), in bytes. It includes
    /// the malloc interposer's header on every live allocation.
    static let residentBytesPerPush = BenchmarkMetric.custom("RSS bytes per push", useScalingFactor: false)
    /// `push-memory` and `route-memory`: the same, less the malloc interposer's headers: what a process
    /// without the interposer would keep.
    static let residentBytesPerPushWithoutInterposer = BenchmarkMetric.custom(
        "RSS bytes per push w/o interposer", useScalingFactor: false)
    /// `push-memory` and `route-memory`: allocations still alive per pushed screen (route).
    static let liveAllocationsPerPush = BenchmarkMetric.custom("live allocations per push", useScalingFactor: false)
    /// `push-memory` and `route-memory`: bytes requested by those allocations, per pushed screen (route).
    static let requestedBytesPerPush = BenchmarkMetric.custom("requested bytes per push", useScalingFactor: false)

    /// Every metric `push-memory` and `route-memory` report besides the default ones.
    static let pushMemory = [
        residentBytesPerPush, residentBytesPerPushWithoutInterposer, liveAllocationsPerPush, requestedBytesPerPush,
    ]
}
