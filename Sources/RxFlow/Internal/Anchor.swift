/// A weak reference to `target` that gives the target no side table.
///
/// Swift's `weak` moves the referenced object's reference counts into a side table,
/// after which every retain and release of it takes a slower path; the coordinator
/// and its contributions are retained on every step. Instead, each of them owns an
/// anchor, the sinks, children and closures that must not keep them alive hold the
/// anchor, and the target clears it in its `deinit`.
///
/// Read and cleared on the main actor only (main-actor objects are released there).
final class Anchor<Target: AnyObject>: @unchecked Sendable {
    /// The target while it lives, then `nil`.
    unowned(unsafe) var target: Target?

    init() {}
}
