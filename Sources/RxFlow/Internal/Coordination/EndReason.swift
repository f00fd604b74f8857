/// Why a flow's run ended.
enum EndReason: String, Sendable {
    /// The flow returned `.end(forwardToParentFlowWithStep:)`.
    case endedByFlow = "the flow returned .end"
    /// The flow's root was dismissed.
    case rootDismissed = "its root was dismissed"
    /// Its parent flow ended.
    case parentEnded = "its parent flow ended"
    /// The root `FlowCoordinator` was released.
    case coordinatorReleased = "the coordinator was released"
}
