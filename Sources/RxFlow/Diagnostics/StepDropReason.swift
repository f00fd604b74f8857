/// Why a step was not navigated.
///
/// Every step accepted by a stepper the engine listens to, or listened to, is navigated or
/// reported, once: steps queued behind a navigation, hopping from another thread to a flow
/// that has just ended, waiting for or in an adaptation, and steps a stepper emits after its
/// presentable was dismissed or its flow ended (a network answer that arrives after the user
/// went back). Those late steps are reported through the coordinator's events while it
/// lives, and through its logger after it was released; the stepper's relay remembers why
/// the engine stopped listening, so this costs nothing while steps are navigated.
public enum StepDropReason: Sendable, Hashable, CustomStringConvertible {
    /// The presentable its stepper was contributed with is not visible.
    case presentableNotVisible
    /// The presentable its stepper was contributed with was dismissed: the contribution has
    /// ended (a view model that keeps emitting after its screen was popped or dismissed).
    case presentableDismissed
    /// The flow it was meant for has ended.
    case flowEnded
    /// The root coordinator was released.
    case coordinatorReleased
    /// The flow's `adapt(step:)` finished without a value.
    case adaptFinishedWithoutValue
    /// It is a `NoneStep`, which means "nothing to navigate".
    case noneStep
    /// It was forwarded to the parent flow (`.forwardToParentFlow`, or `.end`) of a flow
    /// that has none.
    case noParentFlow
    /// It was sent to a coordinator that drives no flow (`navigate(to:)` before
    /// `coordinate`, or after the flow ended).
    case noFlowRunning
    /// It arrived while the coordinator was restoring a snapshot (an initial step of a
    /// screen made again, a forward, a deep link): what the steps of that time navigated is in
    /// the snapshot, and is navigated again from it.
    case restoring

    /// A sentence that says why.
    public var description: String {
        switch self {
        case .presentableNotVisible: "its presentable is not visible"
        case .presentableDismissed: "its presentable was dismissed"
        case .flowEnded: "its flow has ended"
        case .coordinatorReleased: "the coordinator was released"
        case .adaptFinishedWithoutValue: "adapt(step:) finished without a value"
        case .noneStep: "it is a NoneStep"
        case .noParentFlow: "it was forwarded to the parent flow of a flow that has none"
        case .noFlowRunning: "the coordinator drives no flow"
        case .restoring: "it arrived while the navigation was being restored"
        }
    }

    /// What to change if the step should have been navigated, where there is something to
    /// change.
    public var fix: String? {
        switch self {
        case .presentableNotVisible:
            "contribute it with allowStepWhenNotPresented: true to navigate steps of a hidden presentable"
        case .presentableDismissed:
            "stop the view model's work when its screen goes (cancel it on dismissal), or contribute it with allowStepWhenDismissed: true to keep navigating its steps"
        case .flowEnded, .coordinatorReleased:
            "keep the flow (and a reference to the root coordinator) alive while its steps matter, or stop emitting once it has ended"
        case .adaptFinishedWithoutValue:
            "return a publisher that emits the step from adapt(step:) to navigate it"
        case .noneStep, .noParentFlow:
            nil
        case .restoring:
            "emit it once the restoration is over (coordinate(flow:with:restoringFrom:) has returned)"
        case .noFlowRunning:
            "call coordinate(flow:with:) first"
        }
    }
}
