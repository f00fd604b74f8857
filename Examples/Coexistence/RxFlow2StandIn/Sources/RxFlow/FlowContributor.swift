/// One contribution (RxFlow 2.x's `FlowContributor`, in part).
public enum FlowContributor {
    /// A presentable and the stepper whose steps the flow navigates next.
    case contribute(withNextPresentable: Presentable, withNextStepper: Stepper)
}
