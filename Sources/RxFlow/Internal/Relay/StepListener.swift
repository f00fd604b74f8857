/// Something a `PublishRelay` of steps calls directly for each accepted value, without a
/// Combine subscription (no conduit, no per-subscription lock, no generic metadata
/// look-ups): how the coordinator listens to steppers.
///
/// The engine's listeners are its nodes and contributions themselves, so listening costs
/// no object of its own; the relay holds its listeners until they detach (the engine
/// always detaches when a flow or contribution ends, which breaks the cycle through the
/// stepper that holds the relay).
@usableFromInline
protocol StepListener: AnyObject, Sendable {
    /// Called on the thread that accepted `step`.
    func relayed(_ step: any Step)

    /// True for a `LateStepNote`, which stands in for the engine once it stopped listening.
    var isLateStepNote: Bool { get }
}
