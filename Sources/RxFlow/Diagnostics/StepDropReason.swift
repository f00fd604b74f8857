/// Why a step was not navigated.
///
/// The engine reports every step that reaches it and is not navigated. Once a presentable is
/// dismissed, or a flow has ended, the engine stops listening to their steppers (listening
/// on would keep a listener for every screen ever dismissed): what those steppers emit
/// afterwards never reaches the engine, so it is not reported. Steps that were already on
/// their way (queued behind a navigation, hopping from another thread to a flow that has
/// just ended, waiting for an adaptation) are reported.
public enum StepDropReason: Sendable, Hashable, CustomStringConvertible {
    /// The presentable its stepper was contributed with is not visible.
    case presentableNotVisible
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

    /// A sentence that says why.
    public var description: String {
        switch self {
        case .presentableNotVisible: "its presentable is not visible"
        case .flowEnded: "its flow has ended"
        case .coordinatorReleased: "the coordinator was released"
        case .adaptFinishedWithoutValue: "adapt(step:) finished without a value"
        case .noneStep: "it is a NoneStep"
        case .noParentFlow: "it was forwarded to the parent flow of a flow that has none"
        case .noFlowRunning: "the coordinator drives no flow"
        }
    }

    /// What to change if the step should have been navigated, where there is something to
    /// change.
    public var fix: String? {
        switch self {
        case .presentableNotVisible:
            "contribute it with allowStepWhenNotPresented: true to navigate steps of a hidden presentable"
        case .flowEnded, .coordinatorReleased:
            "keep the flow (and a reference to the root coordinator) alive while its steps matter"
        case .adaptFinishedWithoutValue:
            "return a publisher that emits the step from adapt(step:) to navigate it"
        case .noneStep, .noParentFlow:
            nil
        case .noFlowRunning:
            "call coordinate(flow:with:) first"
        }
    }
}
