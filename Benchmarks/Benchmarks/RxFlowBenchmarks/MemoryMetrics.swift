import Benchmark

/// The memory metrics of `push-memory` and `route-memory`, from two readings around
/// `operations` pushes.
enum MemoryMetrics {
    /// Reports the growth from `before` to `after`, per push.
    static func record(_ benchmark: Benchmark, before: MemoryProbe.Sample, after: MemoryProbe.Sample, operations: Int) {
        let resident = after.residentBytes - before.residentBytes
        let allocations = after.liveAllocations - before.liveAllocations
        let headers = allocations * MemoryProbe.interposerHeaderBytes
        benchmark.measurement(CustomMetrics.residentBytesPerPush, resident / operations)
        benchmark.measurement(CustomMetrics.residentBytesPerPushWithoutInterposer, (resident - headers) / operations)
        benchmark.measurement(CustomMetrics.liveAllocationsPerPush, allocations / operations)
        benchmark.measurement(
            CustomMetrics.requestedBytesPerPush, (after.liveRequestedBytes - before.liveRequestedBytes) / operations)
    }
}
