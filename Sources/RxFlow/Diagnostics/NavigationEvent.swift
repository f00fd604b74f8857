/// Something that happened in a navigation tree: what `FlowCoordinator.observe(_:)` and
/// `FlowCoordinator.events` deliver, on the main actor, in the order it happened.
///
/// Events are values: they can be stored, compared (steps with `==` when they are `Equatable`,
/// otherwise by type and printed value) and printed, and they keep nothing alive.
public enum NavigationEvent: Sendable, Equatable, CustomStringConvertible {
    /// A flow started running, as the root flow (`parent` nil) or as a child flow.
    case flowStarted(FlowID, parent: FlowID?)
    /// The flow's own `adapt(step:)` turned `step` into `adapted` (nil: it finished without
    /// a value, and the step is dropped). Flows that do not declare `adapt` send none.
    case stepAdapted(FlowID, step: any Step, adapted: (any Step)?)
    /// The flow is about to navigate to `step` (as `rx.willNavigate`).
    case willNavigate(FlowID, step: any Step)
    /// The flow has navigated to `step` (as `rx.didNavigate`).
    case didNavigate(FlowID, step: any Step)
    /// A presentable and its stepper started contributing steps to the flow.
    case contributionStarted(FlowID, presentable: String, stepper: String)
    /// A presentable and its stepper stopped contributing steps to the flow.
    case contributionEnded(FlowID, presentable: String, reason: ContributionEndReason)
    /// The flow forwarded `step` to another flow: the parent flow (`.forwardToParentFlow`,
    /// or `.end(forwardToParentFlowWithStep:)`) or itself (`.forwardToCurrentFlow`).
    case stepForwarded(FlowID, step: any Step, to: FlowID)
    /// The flow's run ended.
    case flowEnded(FlowID, reason: FlowEndReason)
    /// `step` was not navigated. `flow` is the flow it was meant for, `source` what emitted
    /// it (a presentable and its stepper, a deep link, a forward), if known.
    case stepDropped(step: any Step, flow: FlowID?, source: String?, reason: StepDropReason)
    /// Objects the engine let go of, because `reason`, were still alive once the grace
    /// period had passed (see `LeakDetection`): `objects` are their type names, in the order
    /// they were let go (the flow, its root, its stepper, then presentables and their
    /// steppers). `flow` is the flow they belonged to.
    case leakSuspected(FlowID?, objects: [String], reason: ReleaseReason)

    /// The flow the event is about, if any.
    public var flow: FlowID? {
        switch self {
        case .flowStarted(let flow, _), .stepAdapted(let flow, _, _), .willNavigate(let flow, _),
            .didNavigate(let flow, _), .contributionStarted(let flow, _, _), .contributionEnded(let flow, _, _),
            .stepForwarded(let flow, _, _), .flowEnded(let flow, _):
            flow
        case .stepDropped(_, let flow, _, _), .leakSuspected(let flow, _, _):
            flow
        }
    }

    /// One line that says what happened.
    public var description: String {
        switch self {
        case .flowStarted(let flow, let parent):
            parent.map { "flow started: \(flow) (child of \(flow == $0 ? "itself" : $0.description))" }
                ?? "flow started: \(flow)"
        case .stepAdapted(let flow, let step, let adapted):
            "step adapted: \(flow) \(step) → \(adapted.map { "\($0)" } ?? "nothing")"
        case .willNavigate(let flow, let step):
            "will navigate: \(flow) \(step)"
        case .didNavigate(let flow, let step):
            "did navigate: \(flow) \(step)"
        case .contributionStarted(let flow, let presentable, let stepper):
            "contribution started: \(flow) \(presentable) (stepper \(stepper))"
        case .contributionEnded(let flow, let presentable, let reason):
            "contribution ended: \(flow) \(presentable), \(reason)"
        case .stepForwarded(let flow, let step, let target):
            "step forwarded: \(flow) \(step) → \(target)"
        case .flowEnded(let flow, let reason):
            "flow ended: \(flow), \(reason)"
        case .stepDropped(let step, let flow, let source, let reason):
            "step dropped: \(step)"
                + (flow.map { " in \($0)" } ?? "")
                + (source.map { " from \($0)" } ?? "")
                + ", \(reason)"
                + (reason.fix.map { " (fix: \($0))" } ?? "")
        case .leakSuspected(let flow, let objects, let reason):
            "leak suspected: \(objects.joined(separator: ", "))"
                + (flow.map { " of \($0)" } ?? "")
                + " still alive after \(reason)"
        }
    }

    /// Same kind, same flows and names, and the same steps (`==` when they are `Equatable`,
    /// otherwise the same type and printed value; a class's instances, the same properties).
    public static func == (lhs: NavigationEvent, rhs: NavigationEvent) -> Bool {
        switch (lhs, rhs) {
        case (.flowStarted(let a, let p), .flowStarted(let b, let q)):
            a == b && p == q
        case (.stepAdapted(let a, let s, let x), .stepAdapted(let b, let t, let y)):
            a == b && StepEquality.same(s, t) && StepEquality.same(x, y)
        case (.willNavigate(let a, let s), .willNavigate(let b, let t)),
            (.didNavigate(let a, let s), .didNavigate(let b, let t)):
            a == b && StepEquality.same(s, t)
        case (.contributionStarted(let a, let p, let s), .contributionStarted(let b, let q, let t)):
            a == b && p == q && s == t
        case (.contributionEnded(let a, let p, let r), .contributionEnded(let b, let q, let s)):
            a == b && p == q && r == s
        case (.stepForwarded(let a, let s, let x), .stepForwarded(let b, let t, let y)):
            a == b && StepEquality.same(s, t) && x == y
        case (.flowEnded(let a, let r), .flowEnded(let b, let s)):
            a == b && r == s
        case (.stepDropped(let s, let a, let x, let r), .stepDropped(let t, let b, let y, let q)):
            StepEquality.same(s, t) && a == b && x == y && r == q
        case (.leakSuspected(let a, let o, let r), .leakSuspected(let b, let p, let s)):
            a == b && o == p && r == s
        default:
            false
        }
    }
}
