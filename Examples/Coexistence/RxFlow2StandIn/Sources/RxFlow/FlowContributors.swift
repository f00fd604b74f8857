/// What a navigation contributes (RxFlow 2.x's `FlowContributors`, in part).
public enum FlowContributors {
    /// Nothing more.
    case none
    /// A presentable and the stepper whose steps the flow navigates next.
    case one(flowContributor: FlowContributor)
    /// The flow ends.
    case end(forwardToParentFlowWithStep: Step)
}
