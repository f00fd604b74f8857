/// A stepper that emits one step (RxFlow 2.x's `OneStepper`).
public final class OneStepper: Stepper {
    /// Where it would emit more.
    public let steps = PublishRelay<Step>()
    /// The one step.
    public let initialStep: Step

    /// A stepper of `singleStep`.
    public init(withSingleStep singleStep: Step) {
        initialStep = singleStep
    }
}
