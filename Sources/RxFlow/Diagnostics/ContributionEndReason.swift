/// Why a contribution (a presentable and its stepper) stopped contributing steps.
public enum ContributionEndReason: String, Sendable, Hashable, CustomStringConvertible {
    /// Its presentable was dismissed.
    case presentableDismissed
    /// Its flow ended.
    case flowEnded

    /// A sentence that says why.
    public var description: String {
        switch self {
        case .presentableDismissed: "its presentable was dismissed"
        case .flowEnded: "its flow ended"
        }
    }
}
