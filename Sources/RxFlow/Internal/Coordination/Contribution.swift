/// A presentable and the stepper whose steps it lets through, while the node listens to
/// them. Steps pass while the presentable is visible (or always, when allowed) and stop for
/// good when it is dismissed (unless allowed).
///
/// One object per contributed screen: it is itself what the stepper's relay calls with each
/// step and what the presentable's state calls with its changes (no sink, listener or back
/// reference of its own). The state holds it until `stop(because:)` detaches it; the relay
/// keeps it after that, as its late-step note, unless another listener took over.
@MainActor
final class Contribution: StepListener, PresentationListener, @unchecked Sendable {
    // Stored state is unchecked for exclusivity (each access cost a run-time check): it is
    // main-actor state, and no access to it spans a call out of the contribution.
    @exclusivity(unchecked) private var presentable: (any Presentable)?
    @exclusivity(unchecked) private var stepper: HeldStepper
    private let allowStepWhenNotPresented: Bool
    @exclusivity(unchecked) private var watchesDismissal = false
    @exclusivity(unchecked) private var isVisible = false
    @exclusivity(unchecked) var isListening = false
    @exclusivity(unchecked) private var watch: PresentationWatch?
    @exclusivity(unchecked) private var steps: PublishRelay<any Step>?
    /// Set when the contribution stops (it is then its relay's late-step note): what it
    /// needs to report the steps it is called with from then on.
    @exclusivity(unchecked) private var lateSteps: (reporter: LateStepReporter, flow: FlowID?, reason: StepDropReason)?
    /// The node owns its contributions and stops them all before it goes, which clears
    /// this: no retain per step, and never read after the node is gone.
    @exclusivity(unchecked) private unowned(unsafe) var node: FlowNode?
    // Types rather than names: a name is a string to allocate, and is wanted only for
    // events and log lines.
    let presentableType: any Presentable.Type
    private let stepperType: any Stepper.Type

    /// The stepper until the contribution stops. An enum of its own rather than
    /// `(any Stepper)?`: an optional of an existential that is not class-bound is destroyed
    /// through the optional's value witnesses at run time (about 90 instructions when the
    /// contribution stops and 60 more when it goes), this enum by code made for it.
    private enum HeldStepper {
        case held(any Stepper)
        case released
    }

    init(presentable: any Presentable, stepper: any Stepper, allowStepWhenNotPresented: Bool, node: FlowNode) {
        self.presentable = presentable
        self.stepper = .held(stepper)
        presentableType = type(of: presentable)
        stepperType = type(of: stepper)
        self.allowStepWhenNotPresented = allowStepWhenNotPresented
        self.node = node
    }

    // No main-queue assertion in `deinit`: a running contribution is released by its node,
    // on the main queue, but a stopped one (holding nothing of the app's) goes with its
    // relay, on whatever thread lets go of the relay.

    var isActive: Bool {
        // A pattern match: `!= nil` would copy (retain) the presentable.
        if case .none = presentable { return false }
        return true
    }

    /// The presentable, while the contribution runs.
    var currentPresentable: (any Presentable)? { presentable }

    /// The presentable's type name (as the app writes it, nested types qualified).
    var presentableName: String { TypeName.of(presentableType) }

    /// The stepper's type name (as the app writes it, nested types qualified).
    var stepperName: String { TypeName.of(stepperType) }

    /// What emitted a step, for events and logs: `Screen (stepper ViewModel)`.
    private var sourceDescription: String { "\(presentableName) (stepper \(stepperName))" }

    /// Starts listening: visibility and dismissal first, so that the initial step
    /// already knows whether it may pass, then the steps, the initial step (scheduled: it
    /// is navigated now, or after the navigation that is running), and finally
    /// `readyToEmitSteps()`.
    ///
    /// `presentable` and `stepper` are the ones the contribution was made with, passed
    /// again by the caller, whose references keep them alive for the call (reading the
    /// stored optionals would copy the stepper existential through its value witnesses), and
    /// `steps` is `stepper.steps`, which the caller has read already.
    func start(
        _ presentable: any Presentable, _ stepper: any Stepper, steps: PublishRelay<any Step>,
        allowStepWhenDismissed: Bool
    ) {
        guard isActive else { return }
        var leftAlready = false
        // Steps that pass hidden and dismissed alike need no watching.
        if !allowStepWhenNotPresented || !allowStepWhenDismissed {
            watchesDismissal = !allowStepWhenDismissed
            let watch = PresentationWatch(
                presentable, listener: self, visibility: !allowStepWhenNotPresented, dismissal: watchesDismissal)
            guard isActive else {
                // Dismissed while the watch started: `stop` ran before the watch was kept,
                // so the watch's state still holds this contribution.
                return watch.stop(self)
            }
            self.watch = watch
            isVisible = watch.isVisible
            leftAlready = watchesDismissal && watch.isDismissed
        }
        steps.attach(self)
        self.steps = steps
        if leftAlready {
            // It left before the contribution started (popped by the flow before it returned
            // it, or by the user while the contribution was starting): its dismissal was sent
            // to nobody. It ends now, with the relay listened to first so that the stepper's
            // steps, its initial step included, are reported as dismissed from now on.
            presentationDismissed()
        }
        // No initial step (the default `NoneStep`) is not a step to report as dropped.
        let initialStep = stepper.initialStep
        if !initialStep.isNone { receive(initialStep) }
        if isActive { stepper.readyToEmitSteps() }
    }

    /// True while the contribution runs in `node` with `presentable` and `stepper`: the same
    /// presentable, and the same stepper (the same instance; for a stepper that is a value,
    /// one of the same type, which the caller found listening to `stepper`'s relay: its
    /// steps are those of `stepper`).
    func runs(_ presentable: any Presentable, _ stepper: any Stepper, in node: FlowNode) -> Bool {
        guard self.node === node, let current = self.presentable, current === presentable,
            case .held(let held) = self.stepper
        else { return false }
        guard type(of: stepper) is AnyClass else { return type(of: held) == type(of: stepper) }
        return held as AnyObject === stepper as AnyObject
    }

    // MARK: - Steps

    /// A step accepted by the stepper's relay, handed over on the main queue (see
    /// `StepListener`).
    nonisolated override func relayedOnMainQueue(_ step: any Step) {
        MainQueue.runKnownCurrent(self, step) { owner, step in owner.receive(step) }
    }

    private func receive(_ step: any Step) {
        guard let node else {
            // Stopped: accepted since, or on its way from another thread meanwhile.
            if let lateSteps {
                lateSteps.reporter.report(
                    step, in: lateSteps.flow, from: sourceDescription, because: lateSteps.reason)
            }
            return
        }
        guard allowStepWhenNotPresented || isVisible else {
            return node.dropped(step, because: .presentableNotVisible, from: sourceDescription)
        }
        node.schedule(step, from: self.sourceDescription)
    }

    // MARK: - Presentation

    /// The presentable appeared or disappeared.
    func presentationVisibilityChanged(to isVisible: Bool) {
        self.isVisible = isVisible
    }

    /// The presentable was dismissed: the contribution ends.
    func presentationDismissed() {
        guard watchesDismissal, isActive else { return }
        // The node's list may hold this contribution's last reference: kept to the end.
        // No closures here (`withExtendedLifetime(self) { … }`, `node.flatMap { … }`): each
        // main-actor closure checked the executor at run time, which cost more than the rest
        // of the dismissal.
        defer { _fixLifetime(self) }
        guard let node else { return stop(because: .presentableDismissed) }
        let leakCheck = node.tree.makeLeakCheck(flow: node.id, because: .contributionEnded(.presentableDismissed))
        if let leakCheck { addLetGoObjects(to: leakCheck, dismissed: true) }
        stop(because: .presentableDismissed)
        node.contributionEnded(self)
        leakCheck?.schedule()
    }

    // MARK: - Ending

    /// Has `check` watch the presentable and the stepper, before `stop()` lets go of them.
    func addLetGoObjects(to check: LeakCheck, dismissed: Bool) {
        guard let presentable else { return }
        let presentableIndex = check.watch(presentable: presentable, dismissed: dismissed)
        if case .held(let stepper) = stepper { check.watch(stepper: stepper, holders: [presentableIndex]) }
    }

    /// Stops listening and lets go of the presentable, the stepper and the node; what the
    /// stepper emits from now on is reported as dropped `because`.
    func stop(because reason: StepDropReason) {
        // Moved out rather than read and cleared: a read copies (retains) what clearing then
        // releases.
        if let watch = watch.take() { watch.stop(self) }
        if let steps = steps.take(), let node {
            // Set before the relay may call this contribution as its late-step note.
            lateSteps = (node.tree.lateSteps, node.id, reason)
            steps.retire(self)
        }
        presentable = nil
        stepper = .released
        node = nil
    }
}
