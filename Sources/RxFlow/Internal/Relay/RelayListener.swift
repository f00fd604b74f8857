/// Something a `PublishRelay` calls directly for each accepted value, without a
/// Combine subscription (no conduit, no per-subscription lock, no generic metadata
/// look-ups): how the coordinator listens to steppers.
@usableFromInline
class RelayListener<Element>: @unchecked Sendable {
    /// Called on the thread that accepted `element`.
    @usableFromInline
    func relayed(_ element: Element) {}

    /// Called on the main queue when the relay stops calling this listener: what it still
    /// gets (values on their way from other threads) goes to `note`.
    func retire(leaving note: LateStepNote) {}

    /// True for a `LateStepNote`, which stands in for the engine once it stopped listening.
    var isLateStepNote: Bool { false }
}
