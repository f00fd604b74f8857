import CMallocInfo
import Foundation
import MallocInterposerSwift

#if canImport(Glibc)
    import Glibc
#endif

/// Reads how much memory the process holds, for `push-memory`.
enum MemoryProbe {
    /// One reading.
    struct Sample {
        /// Resident set size, in bytes (`/proc/self/statm`; 0 where there is none).
        var residentBytes: Int
        /// Allocations made and not freed since the malloc interposer started counting.
        var liveAllocations: Int
        /// Bytes requested by those allocations.
        var liveRequestedBytes: Int
    }

    /// The malloc interposer prefixes each allocation with a header of this many bytes,
    /// which the resident size includes.
    static let interposerHeaderBytes = 16

    /// Gives the heap's free pages back to the system so that the next growth of the
    /// resident size is the workload's own (glibc only).
    static func releaseFreeMemory() {
        cmallocinfo_release_free_memory()
    }

    /// Reads the resident size and the live allocations now. The allocation counters
    /// move only while package-benchmark measures malloc metrics.
    static func sample() -> Sample {
        let statistics = MallocInterposerSwift.getStatistics()
        return Sample(
            residentBytes: residentBytes(),
            liveAllocations: statistics.mallocCount - statistics.freeCount,
            liveRequestedBytes: statistics.mallocBytesCount - statistics.freeBytesCount)
    }

    /// The second field of `/proc/self/statm`, in pages, times the page size.
    private static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let residentPages = Int(fields[1]) else { return 0 }
        #if canImport(Glibc)
            return residentPages * sysconf(Int32(_SC_PAGESIZE))
        #else
            return 0
        #endif
    }
}
