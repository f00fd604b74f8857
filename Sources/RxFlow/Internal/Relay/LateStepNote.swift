import Logging

/// Why the engine stopped listening to a stepper's relay, kept by the relay and by the
/// engine's detached listener, so that a step emitted afterwards is reported (a
/// `stepDropped` event and a log line) instead of vanishing.
///
/// Two ways a late step arrives: accepted after the detachment (the relay has no engine
/// listener any more and hands it here), or accepted before it on another thread and still
/// hopping to the main queue when the listener was detached (the listener hands it here).
///
/// Made once per detachment, never on the path of a navigated step: the relay holds it as
/// a listener in the engine's place (so an accepted value costs nothing more to check), and
/// drops it when the engine listens again. It reaches the tree through the tree's
/// `LateStepReporter`, so it keeps nothing of the tree alive: while the coordinator lives, the drop is an event
/// and a log line; once it was released, a log line.
final class LateStepNote: StepListener, @unchecked Sendable {
    private let reporter: LateStepReporter
    private let flow: FlowID?
    private let reason: StepDropReason
    // Metatypes (immutable references to type metadata) rather than a name: a name is a
    // string to allocate, wanted only if a late step comes.
    nonisolated(unsafe) private let presentableType: (any Presentable.Type)?
    nonisolated(unsafe) private let stepperType: (any Stepper.Type)?

    /// A note for the stepper of a contribution (`presentableType` and `stepperType`) or of
    /// a flow (both nil) of `tree`, detached `because`.
    @MainActor
    init(
        tree: NavigationTree, flow: FlowID?, because reason: StepDropReason,
        presentableType: (any Presentable.Type)? = nil, stepperType: (any Stepper.Type)? = nil
    ) {
        reporter = tree.lateSteps
        self.flow = flow
        self.reason = reason
        self.presentableType = presentableType
        self.stepperType = stepperType
    }

    override var isLateStepNote: Bool { true }

    /// A step accepted while the engine no longer listens.
    override func relayed(_ step: any Step) {
        report(step)
    }

    /// Reports `step` as dropped, on the main queue, after what is already queued there from
    /// the calling thread.
    func report(_ step: any Step) {
        MainQueue.run { [self] in
            let source = presentableType.map {
                Contribution.sourceDescription(presentableType: $0, stepperType: stepperType)
            }
            reporter.report(step, in: flow, from: source, because: reason)
        }
    }
}
