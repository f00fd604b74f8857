/// A presentable and the stepper whose steps it lets through, while the node listens to
/// them. Steps pass while the presentable is visible (or always, when allowed) and stop for
/// good when it is dismissed (unless allowed).
@MainActor
final class Contribution {
    private var presentable: (any Presentable)?
    private var stepper: (any Stepper)?
    private let allowStepWhenNotPresented: Bool
    private var isVisible = false
    private var watch: PresentationWatch?
    private var stepAttachment: RelayAttachment<any Step>?
    /// The node owns its contributions and stops them all before it goes, which clears
    /// this: no retain per step, and never read after the node is gone.
    private unowned(unsafe) var node: FlowNode?
    private let reference = BackReference<Contribution>()
    // Types rather than names: a name is a string to allocate, and is wanted only for
    // events and log lines.
    private let presentableType: any Presentable.Type
    private let stepperType: any Stepper.Type

    init(presentable: any Presentable, stepper: any Stepper, allowStepWhenNotPresented: Bool, node: FlowNode) {
        self.presentable = presentable
        self.stepper = stepper
        presentableType = type(of: presentable)
        stepperType = type(of: stepper)
        self.allowStepWhenNotPresented = allowStepWhenNotPresented
        self.node = node
        reference.target = self
    }

    deinit {
        assert(MainQueue.isCurrent, "the engine releases its contributions on the main queue")
        reference.target = nil
    }

    var isActive: Bool { presentable != nil }

    /// The presentable's type name.
    var presentableName: String { String(describing: presentableType) }

    /// The stepper's type name.
    var stepperName: String { String(describing: stepperType) }

    /// What emitted a step, for events and logs.
    private var sourceDescription: String {
        Self.sourceDescription(presentableType: presentableType, stepperType: stepperType)
    }

    /// How events and logs name a contribution's stepper: `Screen (stepper ViewModel)`.
    nonisolated static func sourceDescription(
        presentableType: any Presentable.Type, stepperType: (any Stepper.Type)?
    ) -> String {
        "\(presentableType) (stepper \(stepperType.map { "\($0)" } ?? "?"))"
    }

    /// Starts listening: visibility and dismissal first, so that the initial step
    /// already knows whether it may pass, then the steps, the initial step (scheduled: it
    /// is navigated now, or after the navigation that is running), and finally
    /// `readyToEmitSteps()`.
    func start(allowStepWhenDismissed: Bool) {
        guard let presentable, let stepper else { return }
        // Steps that pass hidden and dismissed alike need no watching.
        if !allowStepWhenNotPresented || !allowStepWhenDismissed {
            let listener = ContributionPresentationListener(
                reference, watchesVisibility: !allowStepWhenNotPresented, watchesDismissal: !allowStepWhenDismissed)
            let watch = PresentationWatch(
                presentable, listener: listener, visibility: !allowStepWhenNotPresented,
                dismissal: !allowStepWhenDismissed)
            self.watch = watch
            isVisible = watch.isVisible
            guard isActive else { return }  // it was dismissed already
        }
        stepAttachment = stepper.steps.attach(
            ContributionStepSink(reference, onValue: { contribution, step, _ in contribution.receive(step) }))
        // No initial step (the default `NoneStep`) is not a step to report as dropped.
        let initialStep = stepper.initialStep
        if !initialStep.isNone { receive(initialStep) }
        if isActive { stepper.readyToEmitSteps() }
    }

    private func receive(_ step: any Step) {
        // Once dismissed, the contribution no longer listens: nothing reaches it.
        guard let node, isActive else { return }
        guard allowStepWhenNotPresented || isVisible else {
            return node.dropped(step, because: .presentableNotVisible, from: sourceDescription)
        }
        node.schedule(step, from: self.sourceDescription)
    }

    /// The presentable appeared or disappeared.
    func presentableVisibilityChanged(to isVisible: Bool) {
        self.isVisible = isVisible
    }

    /// The presentable was dismissed: the contribution ends.
    func presentableWasDismissed() {
        guard isActive else { return }
        withExtendedLifetime(self) {
            let node = self.node
            let leakCheck = node.flatMap {
                $0.tree.makeLeakCheck(flow: $0.id, because: .contributionEnded(.presentableDismissed))
            }
            if let leakCheck { addLetGoObjects(to: leakCheck, dismissed: true) }
            stop(because: .presentableDismissed)
            node?.contributionEnded(self)
            leakCheck?.schedule()
        }
    }

    /// Has `check` watch the presentable and the stepper, before `stop()` lets go of them.
    func addLetGoObjects(to check: LeakCheck, dismissed: Bool) {
        guard let presentable else { return }
        let presentableIndex = check.watch(presentable: presentable, dismissed: dismissed)
        if let stepper { check.watch(stepper: stepper, holders: [presentableIndex]) }
    }

    /// Stops listening and lets go of the presentable, the stepper and the node; what the
    /// stepper emits from now on is reported as dropped `because`.
    func stop(because reason: StepDropReason) {
        watch?.stop()
        if let stepAttachment, let node {
            stepAttachment.detach(
                leaving: LateStepNote(
                    tree: node.tree, flow: node.id, because: reason, presentableType: presentableType,
                    stepperType: stepperType))
        }
        watch = nil
        stepAttachment = nil
        presentable = nil
        stepper = nil
        node = nil
    }
}
