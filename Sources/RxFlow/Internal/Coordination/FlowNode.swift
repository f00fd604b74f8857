import Logging

/// One run of one flow in a navigation tree: it listens to the flow's stepper and root,
/// adapts and navigates the flow's steps, performs the contributors they return, and owns
/// the contributions and child nodes those create.
///
/// A node runs once: `FlowCoordinator.coordinate` makes a new root node for each flow it
/// drives, so whatever arrives late for an ended run (a step from another thread, a
/// dismissal reported on another queue, an adaptation) reaches an ended node, or none, and
/// is dropped; it can never reach the coordinator's next flow.
///
/// Nodes are released on the main queue only (see `BackReference`).
@MainActor
final class FlowNode {
    private enum Phase { case starting, running, ended }

    let tree: NavigationTree
    let reference = BackReference<FlowNode>()
    private var parent: BackReference<FlowNode>?
    private var phase = Phase.starting
    private(set) var flow: (any Flow)?
    private var stepper: (any Stepper)?
    private var children: [FlowNode] = []
    private var contributions: [Contribution] = []
    private var rootWatch: PresentationWatch?
    private var stepAttachment: RelayAttachment<any Step>?
    private var hasNavigated = false

    // Adaptation: the machine orders the steps; the sink receives what `adapt` delivers.
    private var adaptation = AdaptationStateMachine()
    private var adaptationSink: AdaptationSink?
    private var usesDefaultAdapt: Bool?

    // A dismissal of the flow's root reported while its own `navigate(to:)` runs (the flow
    // dismissed its root itself) ends the flow once `navigate(to:)` has returned, so that the
    // steps it forwards to its parent are not lost.
    private var isNavigating = false
    private var rootDismissedWhileNavigating = false

    init(tree: NavigationTree, parent: FlowNode?) {
        self.tree = tree
        self.parent = parent?.reference
        reference.target = self
    }

    deinit {
        assert(MainQueue.isCurrent, "the engine releases its nodes on the main queue")
        reference.target = nil
    }

    /// True from `start` until the run ends.
    var isRunning: Bool { phase == .running }

    private var logger: Logger { tree.logger }

    // MARK: - Starting

    /// Starts driving `flow` with `stepper`: watches the flow's root (unless
    /// `allowStepWhenDismissed`), listens to the stepper, schedules its initial step, then
    /// calls `readyToEmitSteps()`. Refused, with an error logged, if this flow instance is
    /// already driven by another node; returns false then.
    func start(flow: any Flow, stepper: any Stepper, allowStepWhenDismissed: Bool) -> Bool {
        guard ReadinessRegistry.shared.runStarted(flow) else {
            phase = .ended
            logger.error(
                "Refused to coordinate a flow that is already being coordinated: a flow instance is driven by one coordinator at a time (it was coordinated twice, or contributed to itself or to one of its descendants)",
                metadata: ["flow": "\(type(of: flow))"])
            return false
        }
        phase = .running
        self.flow = flow
        self.stepper = stepper
        usesDefaultAdapt = DefaultAdaptationMemo.usesDefault(flow)
        logger.debug("flow started", metadata: ["flow": "\(type(of: flow))"])
        if !allowStepWhenDismissed {
            rootWatch = PresentationWatch(
                flow, listener: FlowRootListener(reference), visibility: false, dismissal: true)
            guard phase == .running else { return true }  // its root was dismissed already
        }
        stepAttachment = stepper.steps.attach(
            NodeStepSink(reference, onValue: { node, step, _ in node.schedule(step) }))
        schedule(stepper.initialStep)
        if phase == .running { stepper.readyToEmitSteps() }
        return true
    }

    // MARK: - Steps

    /// Navigates `step` in this node's flow: now, or after the work that is running.
    func schedule(_ step: any Step) {
        guard phase == .running else { return dropped(step, because: "its flow has ended") }
        guard !step.isNone else { return }  // `NoneStep` means "nothing to navigate"
        tree.enqueue(.arrived(step), for: self)
    }

    /// Calls `body` with this node and each running descendant, parents first.
    func forEachRunningNode(_ body: (FlowNode) -> Void) {
        guard phase == .running else { return }
        body(self)
        for child in children { child.forEachRunningNode(body) }
    }

    /// Called by the tree's queue when `work`'s turn has come.
    func handle(_ work: StepQueue.Work) {
        switch work {
        case .arrived(let step):
            // `NoneStep` never gets here: `schedule` and deep links filter it out.
            switch adaptation.stepArrived(step) {
            case .adapt: adapt(step)
            case .wait: break
            case .drop: dropped(step, because: "its flow has ended")
            }
        case .adaptedTurn(let step):
            guard adaptation.turnTaken() else {
                if let step { dropped(step, because: "its flow has ended") }
                return
            }
            // The turn is taken only while running, so the flow is there.
            if let step, let flow {
                runNavigation(step, in: flow)
            } else {
                logger.debug("step dropped: adapt(step:) finished without a value", metadata: metadata())
            }
            adaptWaitingSteps()
        }
    }

    /// Records that `step` will not be navigated, and why.
    func dropped(_ step: any Step, because reason: String) {
        logger.debug("step dropped: \(reason)", metadata: metadata(step: step))
    }

    // MARK: - Adaptation

    private func adapt(_ step: any Step) {
        guard let flow else { return }
        if usesDefaultAdapt == true { return runNavigation(step, in: flow) }
        let sink = AdaptationSink(reference, generation: adaptation.subscriptionStarting())
        adaptationSink = sink
        flow.adapt(step: step).subscribe(sink)
        if usesDefaultAdapt == nil {
            usesDefaultAdapt = sink.deliveredByDefaultAdapt
            DefaultAdaptationMemo.record(flow, usesDefault: sink.deliveredByDefaultAdapt)
        }
        switch adaptation.subscriptionReturned() {
        case .navigate(let adapted):
            finishAdaptation()
            runNavigation(adapted, in: flow)
            adaptWaitingSteps()
        case .dropped:
            finishAdaptation()
            logger.debug("step dropped: adapt(step:) finished without a value", metadata: metadata(step: step))
            adaptWaitingSteps()
        case .awaitDelivery:
            break
        }
    }

    /// What `adapt` delivered: its first value, or nil when it finished without one.
    func adaptationDelivered(_ step: (any Step)?, generation: Int) {
        switch adaptation.delivered(step, generation: generation) {
        case .none, .ignore:
            break
        case .takeTurn(let adapted):
            finishAdaptation()
            tree.enqueue(.adaptedTurn(adapted), for: self)
        }
    }

    private func finishAdaptation() {
        adaptationSink?.cancel()
        adaptationSink = nil
    }

    /// Adapts the steps that waited for an adaptation, until one of them has to wait.
    private func adaptWaitingSteps() {
        while let step = adaptation.nextWaitingStep() { adapt(step) }
    }

    // MARK: - Navigation

    private func runNavigation(_ step: any Step, in flow: any Flow) {
        guard phase == .running else { return dropped(step, because: "its flow has ended") }
        tree.willNavigate?.send((flow, step))
        isNavigating = true
        let contributors = flow.navigate(to: step)
        isNavigating = false
        tree.didNavigate?.send((flow, step))
        guard phase == .running else { return }  // ended from outside meanwhile (the coordinator was released)
        if rootDismissedWhileNavigating {
            rootDismissedWhileNavigating = false
            return endAfterOwnDismissal(keepingForwardsOf: contributors)
        }
        let started = apply(contributors)
        if !hasNavigated, phase == .running {
            hasNavigated = true
            ReadinessRegistry.shared.navigated(flow, startingChildren: started.map(\.flow))
        }
    }

    /// Applies what a navigation returned; returns the child nodes it started.
    private func apply(_ contributors: FlowContributors) -> [FlowNode] {
        switch contributors {
        case .none:
            return []
        case .one(let contributor):
            return apply(contributor).map { [$0] } ?? []
        case .multiple(let contributors):
            var started: [FlowNode] = []
            for contributor in contributors where phase == .running {
                if let child = apply(contributor) { started.append(child) }
            }
            return started
        case .end(let step):
            end(.endedByFlow, forwarding: step)
            return []
        }
    }

    /// Applies one contributor; returns the child node it started, if any.
    private func apply(_ contributor: FlowContributor) -> FlowNode? {
        switch contributor {
        case .contribute(let presentable, let stepper, let allowStepWhenNotPresented, let allowStepWhenDismissed):
            if let childFlow = presentable as? any Flow {
                return startChild(childFlow, with: stepper, allowStepWhenDismissed: allowStepWhenDismissed)
            }
            let contribution = Contribution(
                presentable: presentable, stepper: stepper, allowStepWhenNotPresented: allowStepWhenNotPresented,
                node: self)
            contributions.append(contribution)
            contribution.start(allowStepWhenDismissed: allowStepWhenDismissed)
            return nil
        case .forwardToCurrentFlow(let step):
            schedule(step)
            return nil
        case .forwardToParentFlow(let step):
            forwardToParent(step)
            return nil
        }
    }

    private func startChild(_ flow: any Flow, with stepper: any Stepper, allowStepWhenDismissed: Bool) -> FlowNode? {
        let child = FlowNode(tree: tree, parent: self)
        // Appended first: the child may end while starting, and then removes itself.
        children.append(child)
        guard child.start(flow: flow, stepper: stepper, allowStepWhenDismissed: allowStepWhenDismissed) else {
            children.removeAll { $0 === child }
            return nil
        }
        return child
    }

    private func forwardToParent(_ step: any Step) {
        guard let parent = parent?.target else {
            return dropped(step, because: "it was forwarded to the parent flow of a flow that has none")
        }
        parent.schedule(step)
    }

    /// A contributed presentable was dismissed: let go of it and of its stepper.
    func contributionEnded(_ contribution: Contribution) {
        if let index = contributions.lastIndex(where: { $0 === contribution }) {
            contributions.remove(at: index)
        }
    }

    // MARK: - Ending

    /// The flow's root was dismissed: the flow ends (after its own navigation, if the flow
    /// is dismissing its root from `navigate(to:)`).
    func flowWasDismissed() {
        guard phase == .running else { return }
        if isNavigating {
            rootDismissedWhileNavigating = true
        } else {
            end(.rootDismissed)
        }
    }

    /// The flow dismissed its own root in `navigate(to:)`: what it forwards to its parent
    /// (`.end(forwardToParentFlowWithStep:)`, `.forwardToParentFlow`) still reaches the parent,
    /// and nothing else is started under the ending flow.
    private func endAfterOwnDismissal(keepingForwardsOf contributors: FlowContributors) {
        let list: [FlowContributor]
        var endStep: (any Step)?
        switch contributors {
        case .none: list = []
        case .one(let contributor): list = [contributor]
        case .multiple(let contributors): list = contributors
        case .end(let step):
            list = []
            endStep = step
        }
        let parent = self.parent?.target
        tearDown(.rootDismissed)
        for contributor in list {
            switch contributor {
            case .forwardToParentFlow(let step):
                if let parent { parent.schedule(step) } else { dropped(step, because: "its flow has no parent") }
            case .forwardToCurrentFlow(let step):
                dropped(step, because: "its flow has ended (its root was dismissed during the navigation)")
            case .contribute:
                logger.debug(
                    "contribution not started: its flow has ended (its root was dismissed during the navigation)",
                    metadata: metadata())
            }
        }
        if let endStep {
            if let parent { parent.schedule(endStep) } else { dropped(endStep, because: "its flow has no parent") }
        }
    }

    /// Ends the run and everything below it; `step`, if any, goes to the parent flow.
    func end(_ reason: EndReason, forwarding step: (any Step)? = nil) {
        guard phase == .running else { return }
        let parent = self.parent?.target
        tearDown(reason)
        guard let step, !step.isNone else { return }
        if let parent {
            parent.schedule(step)
        } else {
            dropped(step, because: "it was forwarded by .end from the root flow, which has no parent")
        }
    }

    private func tearDown(_ reason: EndReason) {
        logger.debug("flow ended: \(reason.rawValue)", metadata: metadata())
        phase = .ended
        parent?.target?.childEnded(self)
        parent = nil
        let endingChildren = children
        children = []
        for child in endingChildren {
            child.parent = nil
            child.tearDown(.parentEnded)
        }
        let endingContributions = contributions
        contributions = []
        for contribution in endingContributions { contribution.stop() }
        rootWatch?.stop()
        rootWatch = nil
        stepAttachment?.detach()
        stepAttachment = nil
        finishAdaptation()
        for step in adaptation.end() { dropped(step, because: "its flow has ended") }
        if let flow { ReadinessRegistry.shared.runEnded(flow) }
        flow = nil
        stepper = nil
    }

    private func childEnded(_ child: FlowNode) {
        if let index = children.lastIndex(where: { $0 === child }) { children.remove(at: index) }
    }

    // MARK: - Logging

    private func metadata(step: (any Step)? = nil) -> Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        if let flow { metadata["flow"] = "\(type(of: flow))" }
        if let step { metadata["step"] = "\(step)" }
        return metadata
    }
}
