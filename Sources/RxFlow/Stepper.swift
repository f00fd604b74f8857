/// Anything that emits steps: usually a view model.
///
/// When the coordinator starts listening to a stepper (the flow's stepper in
/// `coordinate(flow:with:)`, or a contributed one), it subscribes to `steps`, schedules
/// `initialStep` (unless it is a `NoneStep`), then calls `readyToEmitSteps()`.
/// "Schedules" means: navigated at once if no navigation is running (so the flow's
/// initial step, when `coordinate` is called outside a navigation, is navigated before
/// `readyToEmitSteps()`), otherwise queued after the running navigation. A contributed
/// stepper is always started from its flow's navigation, so its initial step is navigated
/// after `readyToEmitSteps()` has returned; steps it emits from there follow the initial
/// step, in order.
///
/// `Stepper` is a main-actor protocol, like `Flow` and `Presentable`: a `@MainActor` view
/// model conforms with a plain `let steps = PublishRelay<any Step>()`. The relay itself
/// is `Sendable`, so `steps.accept(_:)` may be called from any thread (capture the relay,
/// or declare it `nonisolated let`, to emit from a background task).
@MainActor
public protocol Stepper {
    /// The relay the stepper pushes its steps to.
    var steps: PublishRelay<any Step> { get }
    /// The step scheduled as soon as the coordinator listens; `NoneStep()` by default.
    var initialStep: any Step { get }
    /// Called once the coordinator listens to `steps` and has scheduled `initialStep`;
    /// does nothing by default.
    func readyToEmitSteps()
}

extension Stepper {
    /// No initial step.
    public var initialStep: any Step { NoneStep() }

    /// Nothing to do by default.
    public func readyToEmitSteps() {}
}
