/// What a navigation leads to: the next contributors of steps, or the end of the flow.
@MainActor
public enum FlowContributors {
    /// Several contributors, processed in order.
    case multiple(flowContributors: [FlowContributor])
    /// A single contributor.
    case one(flowContributor: FlowContributor)
    /// Ends the flow: its coordinator and everything it holds are released, and
    /// `forwardToParentFlowWithStep` is navigated in the parent flow.
    case end(forwardToParentFlowWithStep: any Step)
    /// Nothing more to listen to.
    case none
}
