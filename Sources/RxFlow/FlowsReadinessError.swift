/// Why `Flows.ready(_:)` threw (besides `CancellationError`, when the awaiting task is
/// cancelled).
public enum FlowsReadinessError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One of the flows ended, or was released, before being ready (or a child flow
    /// contributed by its first step did): it never will be.
    case neverReady
    /// A flow became ready, but its root is not of the type asked for: `actual` is its type,
    /// `expected` the one asked for.
    case rootTypeMismatch(expected: String, actual: String)

    /// One sentence that says what went wrong.
    public var description: String {
        switch self {
        case .neverReady:
            "Flows.ready: a flow ended, or was released, before being ready"
        case .rootTypeMismatch(let expected, let actual):
            "Flows.ready: the root was expected to be a \(expected), but the flow's root is a \(actual)"
        }
    }
}
