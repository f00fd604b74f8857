/// Why a coordinator cannot take a snapshot or start restoring one. Nothing was started.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The coordinator was made without a `NavigationRestoration`.
    case restorationNotEnabled
    /// The coordinator drives no flow.
    case noFlowRunning
    /// The coordinator is already driving a flow: it restores into a new run only.
    case flowAlreadyRunning
    /// The snapshot was taken of another flow type (a snapshot of another app or screen).
    case differentRootFlow(snapshot: String, given: String)
    /// The flow instance is already driven by a coordinator (this one or another): restore
    /// into a new instance.
    case flowAlreadyCoordinated
    /// The coordinator is in the middle of a navigation (its flow is ending, and an observer
    /// or a flow restores from there): restore once that navigation has returned.
    case navigationUnderWay

    /// A sentence that says why.
    public var description: String {
        switch self {
        case .restorationNotEnabled:
            "the coordinator was made without a NavigationRestoration (FlowCoordinator(restoration:))"
        case .noFlowRunning: "the coordinator drives no flow"
        case .flowAlreadyRunning: "the coordinator is already driving a flow"
        case .differentRootFlow(let snapshot, let given):
            "the snapshot was taken of \(snapshot), not of \(given)"
        case .flowAlreadyCoordinated:
            "the flow instance is already driven by a coordinator: restore into a new instance"
        case .navigationUnderWay:
            "the coordinator is navigating: a restoration starts once the navigation under way has returned"
        }
    }
}
