/// Anything that emits steps (RxFlow 2.x's `Stepper`).
public protocol Stepper: AnyObject {
    /// Where the stepper emits.
    var steps: PublishRelay<Step> { get }
    /// Emitted as soon as the coordinator listens.
    var initialStep: Step { get }
}

extension Stepper {
    /// No initial step.
    public var initialStep: Step { NoneStep() }
}
