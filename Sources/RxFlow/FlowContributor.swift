/// One thing that will emit steps after a navigation, or a step to forward.
@MainActor
public enum FlowContributor {
    /// `nextStepper`'s steps are navigated in the current flow while `nextPresentable`
    /// is visible (always, if `allowStepWhenNotPresented`) and until it is dismissed
    /// (forever, if `allowStepWhenDismissed`). If `nextPresentable` is a `Flow`, it gets
    /// a child coordinator driven by `nextStepper` instead.
    ///
    /// A presentable and a stepper that already contribute to the flow (the same instances)
    /// are not contributed again until that contribution ends: the copy is ignored, with an
    /// error logged, rather than navigating each step twice.
    case contribute(
        withNextPresentable: any Presentable,
        withNextStepper: any Stepper,
        allowStepWhenNotPresented: Bool = false,
        allowStepWhenDismissed: Bool = false
    )
    /// Navigates `withStep` in the current flow, after the current navigation.
    case forwardToCurrentFlow(withStep: any Step)
    /// Navigates `withStep` in the parent flow; a no-op for a flow without parent.
    case forwardToParentFlow(withStep: any Step)

    /// Contributes something that is both the presentable and its own stepper.
    public static func contribute(withNext nextPresentableAndStepper: any Presentable & Stepper) -> FlowContributor {
        .contribute(withNextPresentable: nextPresentableAndStepper, withNextStepper: nextPresentableAndStepper)
    }
}
