/// A stepper that emits a single step, as its initial step.
@MainActor
open class OneStepper: Stepper {
    /// Never used to emit: the single step is the initial step.
    public let steps = PublishRelay<any Step>()
    private let singleStep: any Step

    /// Creates a stepper whose only step is `singleStep`.
    public init(withSingleStep singleStep: any Step) {
        self.singleStep = singleStep
    }

    /// The single step.
    open var initialStep: any Step { singleStep }

    /// Nothing more to emit.
    open func readyToEmitSteps() {}
}
