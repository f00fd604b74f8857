/// Where and why a restoration stopped before the end of its snapshot. Everything navigated
/// before that point is on screen, as it was; nothing after it was navigated.
public struct RestorationStop: Hashable, Sendable, CustomStringConvertible {
    /// Why a navigation could not be replayed.
    public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
        /// The step's type is not `Codable` or not listed in `NavigationRestoration`: the
        /// snapshot has its name only.
        case stepNotRestorable
        /// The step's type is no longer listed in `NavigationRestoration` (renamed or removed).
        case stepTypeNotRegistered
        /// The step's text no longer reads as its type (a case removed or changed since).
        case stepNotReadable(String)
        /// The flow that navigated it is not there: the navigation that started it now
        /// starts another flow, or none.
        case flowMissing
        /// The flow's `adapt(step:)` did not give a step (it refused it).
        case adaptRefused
        /// The flow's `adapt(step:)` did not give its step at once: the step is navigated when
        /// it does, as any step, and the restoration ends there.
        case adaptationPending
        /// The flow navigated the step but no longer made what the snapshot has (a
        /// presentable of another type, or fewer contributors).
        case navigatedDifferently(expected: String, made: String)
        /// The flow navigated the step but no longer took away a presentable of this type,
        /// made by an earlier navigation, that it took away when the snapshot was taken (an
        /// update changed what it takes away): the restored tree would hold a screen the user
        /// no longer had.
        case didNotTakeAway(String)

        /// A sentence that says why.
        public var description: String {
            switch self {
            case .stepNotRestorable:
                "the step is not restorable (make its type Codable and list it in NavigationRestoration)"
            case .stepTypeNotRegistered: "the step's type is not listed in NavigationRestoration"
            case .stepNotReadable(let error): "the step can no longer be read: \(error)"
            case .flowMissing: "the flow that navigated it is no longer started"
            case .adaptRefused: "adapt(step:) did not give a step"
            case .adaptationPending: "adapt(step:) did not give a step at once"
            case .navigatedDifferently(let expected, let made):
                "the flow's navigation made \(made), the snapshot has \(expected)"
            case .didNotTakeAway(let presentable):
                "the flow's navigation left \(presentable) in place, which it took away when the snapshot was taken"
            }
        }
    }

    /// The type name of the flow the step was for.
    public let flow: String
    /// The step, as the snapshot has it: its type, then its JSON text (or its description,
    /// when it could not be written).
    public let step: String
    /// Why it stopped there.
    public let reason: Reason

    /// `flow, step: reason`, the step cut after its first 200 characters: a snapshot's step
    /// text can be as long as whoever wrote the snapshot made it, and this is a log line.
    public var description: String { "\(flow), \(Self.excerpt(of: step)): \(reason)" }

    /// How many characters of the step `description` quotes.
    static let quotedStepLength = 200

    /// `text`, or its first `quotedStepLength` characters and how long it is.
    static func excerpt(of text: String) -> String {
        let head = text.prefix(quotedStepLength)
        guard head.endIndex < text.endIndex else { return text }
        return "\(head)… (\(text.count) characters)"
    }
}
