import Dispatch

/// Answers "are we on the main queue?" with a queue-specific key.
///
/// Shared with this package's presentation layers as SPI (`@_spi(RxFlowInternals)`), not
/// public API.
///
/// `Thread.isMainThread` is wrong under `swift test` on Linux, where the main
/// actor's jobs can run on a worker thread that drains the main queue (and it costs
/// a system call there); the main queue's specific value follows the queue.
@_spi(RxFlowInternals)
public enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()

    private static let installed: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()

    /// True when the calling code runs on the main queue.
    public static var isCurrent: Bool {
        _ = installed
        return DispatchQueue.getSpecific(key: key) != nil
    }

    /// Runs `body` on the main actor: now if already on the main queue, otherwise
    /// after the main queue's pending work (so values from one thread keep their order).
    public static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }
}
