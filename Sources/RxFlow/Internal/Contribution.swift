/// A presentable and the stepper whose steps it lets through, while the coordinator
/// listens to them. Steps pass while the presentable is visible (or always, when
/// allowed) and stop for good when it is dismissed (unless allowed).
@MainActor
final class Contribution {
    private var presentable: (any Presentable)?
    private var stepper: (any Stepper)?
    private let allowStepWhenNotPresented: Bool
    private var isVisible = false
    // Fields rather than an array of cancellables: one allocation less per contributed screen.
    private var visibilitySink: ContributionVisibilitySink?
    private var dismissalSink: ContributionDismissalSink?
    // Instead of both sinks, when the presentable keeps a `PresentationState`.
    private var presentationAttachment: PresentationAttachment?
    private var stepAttachment: RelayAttachment<any Step>?
    // The coordinator owns its contributions: it outlives them.
    private unowned(unsafe) var coordinator: FlowCoordinator?
    private let anchor = Anchor<Contribution>()

    init(presentable: any Presentable, stepper: any Stepper, allowStepWhenNotPresented: Bool) {
        self.presentable = presentable
        self.stepper = stepper
        self.allowStepWhenNotPresented = allowStepWhenNotPresented
        anchor.target = self
    }

    deinit {
        anchor.target = nil
    }

    var isActive: Bool { presentable != nil }

    /// Starts listening: visibility and dismissal first, so that the initial step
    /// already knows whether it may pass, then the steps, the initial step, and
    /// finally `readyToEmitSteps()`.
    func start(in coordinator: FlowCoordinator, allowStepWhenDismissed: Bool) {
        guard let presentable, let stepper else { return }
        self.coordinator = coordinator
        if let state = presentable.presentationState {
            watch(state, allowStepWhenDismissed: allowStepWhenDismissed)
        } else {
            subscribe(to: presentable, allowStepWhenDismissed: allowStepWhenDismissed)
            guard isActive else { return }  // it was dismissed already
        }
        stepAttachment = stepper.steps.attach(
            ContributionStepSink(anchor, onValue: { owner, step, _ in owner.receive(step) }))
        receive(stepper.initialStep)
        if isActive { stepper.readyToEmitSteps() }
    }

    /// Watches the presentable's state directly: one listener, no subscription.
    private func watch(_ state: PresentationState, allowStepWhenDismissed: Bool) {
        isVisible = state.isVisible
        // Steps that pass hidden and dismissed alike need no watching.
        guard !allowStepWhenNotPresented || !allowStepWhenDismissed else { return }
        presentationAttachment = state.attach(
            ContributionPresentationListener(
                anchor, watchesVisibility: !allowStepWhenNotPresented, watchesDismissal: !allowStepWhenDismissed))
    }

    /// Watches a presentable without state through `rxVisible` and `rxDismissed`.
    private func subscribe(to presentable: any Presentable, allowStepWhenDismissed: Bool) {
        if !allowStepWhenNotPresented {
            let visibility = ContributionVisibilitySink(
                anchor, onValue: { owner, visible, _ in owner.presentableVisibilityChanged(to: visible) })
            visibilitySink = visibility
            presentable.rxVisible.subscribe(visibility)
        }
        if !allowStepWhenDismissed {
            let dismissal = ContributionDismissalSink(
                anchor, demand: .max(1), onValue: { owner, _, _ in owner.presentableWasDismissed() })
            dismissalSink = dismissal
            presentable.rxDismissed.subscribe(dismissal)
        }
    }

    private func receive(_ step: any Step) {
        guard let coordinator, isActive, allowStepWhenNotPresented || isVisible, !step.isNone else { return }
        coordinator.schedule(step)
    }

    /// The presentable appeared or disappeared.
    func presentableVisibilityChanged(to isVisible: Bool) {
        self.isVisible = isVisible
    }

    /// The presentable was dismissed: the contribution ends.
    func presentableWasDismissed() {
        guard isActive else { return }
        coordinator?.contributionEnded(self)
        stop()
    }

    /// Stops listening and lets go of the presentable and the stepper.
    func stop() {
        visibilitySink?.cancel()
        dismissalSink?.cancel()
        presentationAttachment?.detach()
        stepAttachment?.detach()
        visibilitySink = nil
        dismissalSink = nil
        presentationAttachment = nil
        stepAttachment = nil
        presentable = nil
        stepper = nil
    }
}
