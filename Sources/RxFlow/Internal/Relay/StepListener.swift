/// Something a `PublishRelay` of steps calls directly for each accepted value, without a
/// Combine subscription (no conduit, no per-subscription lock, no generic metadata
/// look-ups): how the coordinator listens to steppers.
///
/// The engine's listeners are its nodes and contributions themselves, so listening costs
/// no object of its own; the relay holds its listeners until they detach (the engine
/// always detaches when a flow or contribution ends, which breaks the cycle through the
/// stepper that holds the relay).
///
/// A class rather than a protocol: the relay's main-queue path calls its only listener
/// through an unmanaged reference, without a retain (see `PublishRelay.accept(_:)`).
/// The engine's listeners are main-actor classes; the relay calls them on the main queue
/// only, through a nonisolated method that enters the main actor without asking the runtime.
@usableFromInline
class StepListener: @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Called on the main queue with each accepted step: at once when it was accepted there,
    /// otherwise after what the accepting thread had already sent to the main queue (the
    /// relay hops, holding a retain of the listener that it gives back there, so that an
    /// engine listener is never last released on another thread).
    @usableFromInline
    func relayedOnMainQueue(_ step: any Step) {}

    /// True for a listener that stands in for the engine once it stopped listening (a
    /// `LateStepNote`, or a stopped contribution): it reports what it is called with as
    /// late steps. Changed only under the relay's lock (see `PublishRelay.retire(_:)`).
    final var isLateStepNote = false
}
