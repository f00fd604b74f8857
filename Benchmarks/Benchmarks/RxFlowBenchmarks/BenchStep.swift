import RxFlow

/// Every step the benchmark flows understand.
enum BenchStep: Step {
    /// A step that navigates nowhere (`step`, `baseline-direct`).
    case tick
    /// Pushes a new screen (`push`, `push-onestepper`, `push-memory`).
    case push
    /// The initial step of a pushed screen's `OneStepper` (`push-onestepper`).
    case pushed
    /// Opens a child flow (`child-cycle`).
    case open
    /// The child flow's initial step (`child-cycle`, `deeplink-*`).
    case childStart
    /// Emitted by the child's root stepper: the child is done (`child-cycle`).
    case childDone
    /// Forwarded to the parent when the child ends (`child-cycle`).
    case childEnded
    /// Opens the hub's child flows (`deeplink-*` set-up).
    case spawn
    /// Broadcast to every live flow (`deeplink-*`).
    case deepLink
}
