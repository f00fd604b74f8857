/// Anything that emits steps: usually a view model.
///
/// The coordinator listens to `steps` once the stepper is contributed, first navigates
/// `initialStep` (unless it is a `NoneStep`), then calls `readyToEmitSteps()`.
@MainActor
public protocol Stepper {
    /// The relay the stepper pushes its steps to.
    var steps: PublishRelay<any Step> { get }
    /// The step navigated as soon as the coordinator listens; `NoneStep()` by default.
    var initialStep: any Step { get }
    /// Called once the coordinator listens to `steps`; does nothing by default.
    func readyToEmitSteps()
}

extension Stepper {
    /// No initial step.
    public var initialStep: any Step { NoneStep() }

    /// Nothing to do by default.
    public func readyToEmitSteps() {}
}
