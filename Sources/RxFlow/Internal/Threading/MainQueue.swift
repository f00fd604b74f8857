import CRxFlowMainQueue
import Dispatch

/// Answers "are we on the main queue?" with a queue-specific key.
///
/// Shared with this package's presentation layers as SPI (`@_spi(RxFlowInternals)`), not
/// public API.
///
/// `Thread.isMainThread` is wrong under `swift test` on Linux, where the main
/// actor's jobs can run on a worker thread that drains the main queue (and it costs
/// a system call there); the main queue's specific value follows the queue. It is read
/// through libdispatch's C function (`CRxFlowMainQueue`): the Swift overlay's
/// `getSpecific(key:)` retains and releases a box on every call, on the path of every step.
@_spi(RxFlowInternals)
public enum MainQueue {
    /// True when the calling code runs on the main queue.
    public static var isCurrent: Bool {
        crxflow_is_main_queue()
    }

    /// Calls `body` with `owner` and `step` on the main actor without asking the runtime:
    /// only for code that has just seen `isCurrent` (the main queue is the main actor's
    /// executor). `MainActor.assumeIsolated` would ask the runtime again, on the path of
    /// every step. `body` is a non-capturing closure: the call allocates nothing.
    @inline(__always)
    static func runKnownCurrent<Owner: AnyObject>(
        _ owner: Owner, _ step: any Step, _ body: @escaping @MainActor (Owner, any Step) -> Void
    ) {
        unsafeBitCast(body, to: ((Owner, any Step) -> Void).self)(owner, step)
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
