/// One navigation area (RxFlow 2.x's `Flow`).
public protocol Flow: Presentable {
    /// What the flow presents its screens on.
    var root: Presentable { get }
    /// Navigates `step` and says what emits the next steps.
    func navigate(to step: Step) -> FlowContributors
}
