import Dispatch

/// Answers "are we on the main queue?" with a queue-specific key.
///
/// `Thread.isMainThread` is wrong under `swift test` on Linux, where the main actor's jobs
/// can run on a worker thread that drains the main queue; the main queue's specific value
/// follows the queue. (The engine keeps its own, internal to `RxFlow`: this layer needs
/// only the question, not a public API for it.)
enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()

    private static let installed: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()

    /// True when the calling code runs on the main queue.
    static var isCurrent: Bool {
        _ = installed
        return DispatchQueue.getSpecific(key: key) != nil
    }
}
