/// The stepper used when none is given: emits `RxFlowStep.home` once.
public final class DefaultStepper: OneStepper {
    /// Creates a stepper whose only step is `RxFlowStep.home`.
    public init() {
        super.init(withSingleStep: RxFlowStep.home)
    }
}
