/// A reference from a listener, sink or child back to its owner that neither keeps the
/// owner alive nor gives it a side table.
///
/// Swift's `weak` moves the referenced object's reference counts into a side table, after
/// which every retain and release of it takes a slower path; nodes and contributions are
/// retained on every step. Instead, each of them owns a back reference, what must not keep
/// them alive holds the back reference, and the owner clears it in its `deinit`.
///
/// Safe because it is read and cleared on the main queue only: the objects that own one
/// (`FlowNode`, `Contribution`, `PresentationBridge`) are main-actor objects that the engine
/// releases on the main queue only (the public `FlowCoordinator`, which a user may release
/// on any thread, owns none and hands its tree to the main queue). Their `deinit` checks
/// that in debug builds.
final class BackReference<Target: AnyObject>: @unchecked Sendable {
    /// The owner while it lives, then `nil`.
    unowned(unsafe) var target: Target?

    init() {}
}
