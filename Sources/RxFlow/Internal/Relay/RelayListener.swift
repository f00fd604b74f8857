/// Something a `PublishRelay` calls directly for each accepted value, without a
/// Combine subscription (no conduit, no per-subscription lock, no generic metadata
/// look-ups): how the coordinator listens to steppers.
@usableFromInline
class RelayListener<Element>: @unchecked Sendable {
    /// Called on the thread that accepted `element`.
    @usableFromInline
    func relayed(_ element: Element) {}
}
