/// A stepper that emits nothing: its initial step is `NoneStep`, which is never navigated.
public final class NoneStepper: OneStepper {
    /// Creates a silent stepper.
    public init() {
        super.init(withSingleStep: NoneStep())
    }
}
