import Foundation
import PropertyBased
import Testing

/// How much the random-navigation test runs, from the environment.
enum RandomNavigationSettings {
    /// Operations per generated list: long enough to build deep trees, short enough to shrink.
    static let operationsPerRun = 1...140

    /// `RXFLOW_PROPERTY_OPERATIONS` (default 12,000, so that a normal run does over 10,000): about how many operations to run in all.
    static var runs: Int {
        let environment = ProcessInfo.processInfo.environment
        let operations = environment["RXFLOW_PROPERTY_OPERATIONS"].flatMap(Int.init) ?? 12_000
        let average = (operationsPerRun.lowerBound + operationsPerRun.upperBound) / 2
        return max(1, (operations + average - 1) / average)
    }

    /// `RXFLOW_PROPERTY_SEED`: the seed a failure printed (the text inside `.fixedSeed("…")`),
    /// to rerun just that case. Without it, a trait that changes nothing.
    static var seedTrait: any TestTrait {
        guard let seed = ProcessInfo.processInfo.environment["RXFLOW_PROPERTY_SEED"],
            let data = Data(base64Encoded: seed), data.count == 4 * MemoryLayout<UInt64>.size
        else { return .enabled(if: true) }
        // The library's seed is its generator's four state words, as stored in memory.
        let words = data.withUnsafeBytes { raw in
            (0..<4).map { raw.loadUnaligned(fromByteOffset: $0 * MemoryLayout<UInt64>.size, as: UInt64.self) }
        }
        return .fixedSeed(words[0], words[1], words[2], words[3])
    }
}
