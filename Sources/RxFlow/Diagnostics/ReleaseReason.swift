/// Why the engine let go of the objects a leak report names.
public enum ReleaseReason: Sendable, Hashable, CustomStringConvertible {
    /// Their flow ended: the flow, its root, its stepper, and the presentables and steppers
    /// it still had contributing.
    case flowEnded(FlowEndReason)
    /// Their contribution ended: a presentable and its stepper.
    case contributionEnded(ContributionEndReason)

    /// A sentence that says why.
    public var description: String {
        switch self {
        case .flowEnded(let reason): "their flow ended (\(reason))"
        case .contributionEnded(let reason): "their contribution ended (\(reason))"
        }
    }
}
