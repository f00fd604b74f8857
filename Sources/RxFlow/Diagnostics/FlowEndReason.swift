/// Why a flow's run ended.
public enum FlowEndReason: String, Sendable, Hashable, CustomStringConvertible {
    /// The flow returned `.end(forwardToParentFlowWithStep:)`.
    case endedByFlow
    /// The flow's root was dismissed (or the flow's own `rxDismissed` emitted).
    case rootDismissed
    /// Its parent flow ended.
    case parentEnded
    /// The root `FlowCoordinator` was released.
    case coordinatorReleased

    /// A sentence that says why.
    public var description: String {
        switch self {
        case .endedByFlow: "the flow returned .end"
        case .rootDismissed: "its root was dismissed"
        case .parentEnded: "its parent flow ended"
        case .coordinatorReleased: "the coordinator was released"
        }
    }
}
