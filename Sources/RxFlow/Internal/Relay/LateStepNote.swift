import Logging

/// Why the engine stopped listening to a flow's stepper's relay, kept by the relay, so that
/// a step accepted afterwards is reported (a `stepDropped` event and a log line) instead of
/// vanishing. (A contribution's relay keeps the stopped contribution itself in this role:
/// see `PublishRelay.retire(_:)`. A step accepted before the detachment on another thread,
/// still hopping to the main queue, is reported by the ended node itself.)
///
/// Made once per detachment, never on the path of a navigated step: the relay holds it as
/// a listener in the engine's place (so an accepted value costs nothing more to check), and
/// drops it when the engine listens again. It reaches the tree through the tree's
/// `LateStepReporter`, so it keeps nothing of the tree alive: while the coordinator lives,
/// the drop is an event and a log line; once it was released, a log line.
final class LateStepNote: StepListener, @unchecked Sendable {
    private let reporter: LateStepReporter
    private let flow: FlowID?
    private let reason: StepDropReason

    /// A note for the stepper of the flow `flow` of `tree`, detached `because`.
    @MainActor
    init(tree: NavigationTree, flow: FlowID?, because reason: StepDropReason) {
        reporter = tree.lateSteps
        self.flow = flow
        self.reason = reason
        super.init()
        isLateStepNote = true  // before any relay can see it
    }

    /// A step accepted while the engine no longer listens, handed over on the main queue:
    /// reported as dropped.
    override func relayedOnMainQueue(_ step: any Step) {
        MainQueue.runKnownCurrent(self, step) { note, step in
            note.reporter.report(step, in: note.flow, from: nil, because: note.reason)
        }
    }
}
