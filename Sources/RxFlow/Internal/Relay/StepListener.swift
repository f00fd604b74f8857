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
/// The engine's listeners are main-actor classes; the relay calls these methods from any
/// thread, so they are nonisolated and hop to the main queue themselves.
@usableFromInline
class StepListener: @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Called on the thread that accepted `step`. Called off the main queue, an engine
    /// listener hands itself to the main queue (where its last release then happens).
    @usableFromInline
    func relayed(_ step: any Step) {}

    /// Called by a relay that has seen it runs on the main queue.
    @usableFromInline
    func relayedOnMainQueue(_ step: any Step) {
        relayed(step)
    }

    /// True for a listener that stands in for the engine once it stopped listening (a
    /// `LateStepNote`, or a stopped contribution): it reports what it is called with as
    /// late steps. Changed only under the relay's lock (see `PublishRelay.retire(_:)`).
    final var isLateStepNote = false
}
