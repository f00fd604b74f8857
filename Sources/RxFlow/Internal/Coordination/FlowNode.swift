import Logging

/// One run of one flow in a navigation tree: it listens to the flow's stepper and root,
/// adapts and navigates the flow's steps, applies the contributors they return, and owns
/// the contributions and child nodes those create.
///
/// A node runs once: `FlowCoordinator.coordinate` makes a new root node for each flow it
/// drives, so whatever arrives late for an ended run (a step from another thread, a
/// dismissal reported on another queue, an adaptation) reaches an ended node, or none, and
/// is dropped; it can never reach the coordinator's next flow.
///
/// The node is itself what its stepper's relay calls with each step and what its flow's
/// root calls when dismissed: it costs no sink or listener of its own.
///
/// Nodes are released on the main queue only (see `BackReference`).
@MainActor
final class FlowNode: StepListener, PresentationListener, @unchecked Sendable {
    private enum Phase {
        case starting
        case running
        case ended(FlowEndReason)
    }

    let tree: NavigationTree
    // Stored state is unchecked for exclusivity (each access cost a run-time check, on the
    // path of every step and flow): it is main-actor state, and no access to it spans a call
    // out of the node (lists are copied before they are iterated).
    /// Made on first use (an adaptation's sink, which may outlive the node, reaches it
    /// through this): most nodes never need one.
    @exclusivity(unchecked) private var madeReference: BackReference<FlowNode>?
    /// The parent node while both run: a parent ends its children (clearing this) before it
    /// goes, and a child that ends first clears it too. No retain per use.
    @exclusivity(unchecked) private unowned(unsafe) var parent: FlowNode?
    @exclusivity(unchecked) private var phase = Phase.starting
    @exclusivity(unchecked) private(set) var flow: (any Flow)?
    /// The flow's identity, for events and logs (kept after the run ends).
    @exclusivity(unchecked) private(set) var id: FlowID?
    @exclusivity(unchecked) private var stepper: (any Stepper)?
    @exclusivity(unchecked) private var children = InlineList<FlowNode>()
    // Inline: most nodes have one or two contributions, which then cost no array.
    @exclusivity(unchecked) private var contributions = InlineList<Contribution>()
    @exclusivity(unchecked) private var rootWatch: PresentationWatch?
    @exclusivity(unchecked) var isListening = false
    @exclusivity(unchecked) private var steps: PublishRelay<any Step>?
    /// True once the flow has navigated a step (in this run).
    @exclusivity(unchecked) private(set) var hasNavigated = false
    /// True once a restoration's replay has navigated the flow (see `ReplayHolds`): a flag
    /// here rather than a set of nodes there, which hashed a node at every navigation
    /// replayed. Beside `hasNavigated`, in its padding. Never cleared: a node is made for one
    /// run of its flow, and only a restoration that starts that run replays it.
    @exclusivity(unchecked) var wasReplayed = false
    /// The flow's readiness record for this run (see `ReadinessRegistry`).
    @exclusivity(unchecked) private var readiness: ReadinessRecord?
    /// The navigations whose contributors are still there (and the flow's first one, if it
    /// made nothing; and spent ones held for a later navigation, see `settleTakenAway(by:)`),
    /// oldest first, when the tree keeps a journal for restoration (empty otherwise).
    @exclusivity(unchecked) private(set) var journal: [JournalEntry] = []

    // Adaptation: the machine orders the steps; the sink receives what `adapt` delivers.
    // Unchecked for exclusivity (a run-time check per step otherwise): only the node's own
    // methods mutate it, on the main actor, and its methods call nothing back.
    @exclusivity(unchecked) private var adaptation = AdaptationStateMachine()
    @exclusivity(unchecked) private var adaptationSink: AdaptationSink?
    @exclusivity(unchecked) private var usesDefaultAdapt: Bool?
    /// The step `adapt(step:)` was given, for its answer that came later and waits for its
    /// turn, when the tree keeps a journal: the navigation records it (a restoration replays
    /// it through `adapt` again, as for an answer given at once), not the answer.
    @exclusivity(unchecked) private var answeredStep: (any Step)?

    // A dismissal of the flow's root reported while its own `navigate(to:)` runs (the flow
    // dismissed its root itself) ends the flow once `navigate(to:)` has returned, so that the
    // steps it forwards to its parent are not lost.
    @exclusivity(unchecked) private var isNavigating = false
    @exclusivity(unchecked) private var rootDismissedWhileNavigating = false

    init(tree: NavigationTree, parent: FlowNode?) {
        self.tree = tree
        self.parent = parent
    }

    deinit {
        assert(MainQueue.isCurrent, "the engine releases its nodes on the main queue")
        madeReference?.target = nil
    }

    /// What an object that may outlive the node reaches it through.
    private var reference: BackReference<FlowNode> {
        if let madeReference { return madeReference }
        let reference = BackReference<FlowNode>()
        reference.target = self
        madeReference = reference
        return reference
    }

    /// True from `start` until the run ends.
    var isRunning: Bool {
        if case .running = phase { return true }
        return false
    }

    // MARK: - Starting

    /// Starts driving `flow` with `stepper`: watches the flow's root (unless
    /// `allowStepWhenDismissed`), listens to the stepper, schedules its initial step, then
    /// calls `readyToEmitSteps()`. Refused, with an error logged, if this flow instance is
    /// already driven by another node; returns false then.
    func start(flow: any Flow, stepper: any Stepper, allowStepWhenDismissed: Bool) -> Bool {
        let id = FlowID(flow)
        guard let readiness = ReadinessRegistry.shared.runStarted(flow) else {
            // The node stays `starting` (not running) and is discarded by its creator.
            tree.logger.error(
                "Refused to coordinate a flow that is already being coordinated: a flow instance is driven by one coordinator at a time (it was coordinated twice, or contributed to itself or to one of its descendants)",
                metadata: ["flow": "\(id)"])
            return false
        }
        phase = .running
        self.readiness = readiness
        self.flow = flow
        self.id = id
        self.stepper = stepper
        usesDefaultAdapt = DefaultAdaptationMemo.usesDefault(flow)
        let parentID = parent?.id
        tree.emit(.flowStarted(id, parent: parentID))
        if tree.logsDebug {
            tree.logger.debug(
                "flow started", metadata: ["flow": "\(id)", "parent": "\(parentID.map { "\($0)" } ?? "none")"])
        }
        if !allowStepWhenDismissed {
            let watch = PresentationWatch(dismissalOf: flow, listener: self)
            guard isRunning else {
                // Dismissed already (a publisher that emits on subscription): the watch
                // was not there for `tearDown` to stop, and its state would keep this node.
                watch.stop(self)
                return true
            }
            rootWatch = watch
        }
        let steps = stepper.steps
        steps.attach(self)
        self.steps = steps
        // No initial step (the default `NoneStep`) is not a step to report as dropped.
        let initialStep = stepper.initialStep
        if !initialStep.isNone { schedule(initialStep) }
        if isRunning { stepper.readyToEmitSteps() }
        return true
    }

    // MARK: - Steps

    /// A step accepted by the stepper's relay, handed over on the main queue (see
    /// `StepListener`).
    nonisolated override func relayedOnMainQueue(_ step: any Step) {
        MainQueue.runKnownCurrent(self, step) { owner, step in owner.receiveRelayed(step) }
    }

    private func receiveRelayed(_ step: any Step) {
        guard isRunning else {
            // Ended while the step was on its way from another thread: reported as a late
            // step, as the relay's note reports those accepted since.
            return tree.lateSteps.report(step, in: id, from: nil, because: endedReason)
        }
        schedule(step)
    }

    /// Navigates `step` in this node's flow: now, or after the work that is running.
    func schedule(_ step: any Step, from source: @autoclosure () -> String? = nil) {
        guard isRunning else { return dropped(step, because: endedReason, from: source()) }
        guard !step.isNone else { return dropped(step, because: .noneStep, from: source()) }
        tree.enqueueArrived(step, for: self)
    }

    /// Calls `body` with this node and each running descendant, parents first.
    func forEachRunningNode(_ body: (FlowNode) -> Void) {
        guard isRunning else { return }
        body(self)
        children.forEach { $0.forEachRunningNode(body) }
    }

    /// True while the flow has not navigated yet and `adapt(step:)` has not answered a step.
    var awaitsFirstNavigation: Bool { !hasNavigated && adaptation.isAdapting }

    /// Called by the tree's queue when `work`'s turn has come.
    func handle(_ work: StepQueue.Work) {
        switch work {
        case .arrived(let step):
            stepArrived(step)
        case .adaptedTurn(let step):
            let answered = answeredStep.take()
            guard adaptation.turnTaken() else {
                if let step { dropped(step, because: endedReason) }
                return
            }
            // The turn is taken only while running, so the flow is there.
            if let step, let flow {
                // The navigation records the step `adapt` was given, as for an answer given at once.
                if let answered { tree.journal?.adapting(answered) }
                runNavigation(step, in: flow)
                if answered != nil { tree.journal?.adaptationDone() }
            }
            adaptWaitingSteps()
        }
    }

    /// A step's turn has come: adapt it, let it wait for an earlier adaptation, or drop it.
    func stepArrived(_ step: any Step) {
        // `NoneStep` never gets here: `schedule` and deep links filter it out.
        if usesDefaultAdapt == true {
            // The hot path: a flow type known to use the default `adapt` never subscribes
            // to an adaptation, so its machine stays idle and no step ever waits in it.
            guard let flow else { return dropped(step, because: endedReason) }
            return runNavigation(step, in: flow)
        }
        switch adaptation.stepArrived(step) {
        case .adapt: adapt(step)
        case .wait: break
        case .drop: dropped(step, because: endedReason)
        }
    }

    /// Reports that `step` will not be navigated, and why: an event, and a `debug` log line
    /// with the fix where there is one.
    func dropped(_ step: any Step, because reason: StepDropReason, from source: String? = nil) {
        tree.reportDrop(of: step, in: id, from: source, because: reason)
    }

    /// Why steps are dropped once the run is over.
    private var endedReason: StepDropReason {
        if case .ended(.coordinatorReleased) = phase { return .coordinatorReleased }
        return .flowEnded
    }

    // MARK: - Adaptation

    /// Adapts `step`, then the steps that waited for an earlier adaptation, one after the
    /// other, until one has to wait: a loop, so that thousands of waiting steps take no
    /// more stack than one.
    private func adapt(_ step: any Step) {
        // A flow type known to use the default `adapt` never makes steps wait: the hot path.
        if usesDefaultAdapt == true {
            if let flow { runNavigation(step, in: flow) }
            return
        }
        adaptOne(step)
        while let waiting = adaptation.nextWaitingStep() { adaptOne(waiting) }
    }

    /// Adapts one step and navigates the result if `adapt` delivered it at once.
    private func adaptOne(_ step: any Step) {
        guard let flow else { return }
        let sink = AdaptationSink(
            reference, flow: ObjectIdentifier(flow), generation: adaptation.subscriptionStarting(for: step))
        adaptationSink = sink
        let journal = tree.journal
        journal?.adapting(step)
        defer { journal?.adaptationDone() }
        flow.adapt(step: step).subscribe(sink)
        if usesDefaultAdapt == nil {
            usesDefaultAdapt = sink.deliveredByDefaultAdapt
            DefaultAdaptationMemo.record(flow, usesDefault: sink.deliveredByDefaultAdapt)
        }
        switch adaptation.subscriptionReturned() {
        case .navigate(let adapted):
            finishAdaptation()
            if usesDefaultAdapt == false { reportAdaptation(of: step, into: adapted) }
            runNavigation(adapted, in: flow)
        case .dropped:
            finishAdaptation()
            reportAdaptation(of: step, into: nil)
        case .awaitDelivery:
            break
        }
    }

    /// What `adapt` delivered: its first value, or nil when it finished without one.
    func adaptationDelivered(_ step: (any Step)?, generation: Int) {
        switch adaptation.delivered(step, generation: generation) {
        case .none, .ignore:
            break
        case .takeTurn(let original, let adapted):
            finishAdaptation()
            if tree.journal != nil, adapted != nil { answeredStep = original }
            reportAdaptation(of: original, into: adapted)
            tree.enqueue(.adaptedTurn(adapted), for: self)
        }
    }

    /// Reports what the flow's own `adapt` made of `step`.
    private func reportAdaptation(of step: any Step, into adapted: (any Step)?) {
        guard let id else { return }
        tree.emit(.stepAdapted(id, step: step, adapted: adapted))
        if adapted == nil { dropped(step, because: .adaptFinishedWithoutValue) }
    }

    private func finishAdaptation() {
        adaptationSink?.cancel()
        adaptationSink = nil
    }

    /// Adapts the steps that waited for an adaptation, until one of them has to wait.
    private func adaptWaitingSteps() {
        if let step = adaptation.nextWaitingStep() { adapt(step) }
    }

    // MARK: - Navigation

    private func runNavigation(_ step: any Step, in flow: any Flow) {
        guard isRunning else { return dropped(step, because: endedReason) }
        let isWatched = tree.isWatched
        if isWatched {
            tree.willNavigate?.send((flow, step))
            if let id { tree.emit(.willNavigate(id, step: step)) }
        }
        let entry = tree.journal?.begin(navigating: step)
        defer {
            if let entry {
                settleTakenAway(by: entry)
                tree.journal?.end(entry)
            }
        }
        isNavigating = true
        let contributors = flow.navigate(to: step)
        isNavigating = false
        if isWatched || tree.isWatched {
            tree.didNavigate?.send((flow, step))
            if let id { tree.emit(.didNavigate(id, step: step)) }
            if tree.logsDebug { tree.logger.debug("did navigate", metadata: Self.metadata(flow: id, step: step)) }
        }
        guard isRunning else { return }  // ended from outside meanwhile (the coordinator was released)
        if rootDismissedWhileNavigating {
            rootDismissedWhileNavigating = false
            return endAfterOwnDismissal(keepingForwardsOf: consume contributors)
        }
        // Only the first navigation's children matter (to readiness): later ones are not
        // collected, which saves an array per navigation that starts a child.
        let started = apply(consume contributors, collectingStartedChildren: !hasNavigated)
        if let entry, isRunning {
            entry.isFirstOfItsFlow = !hasNavigated
            if !entry.isSpent {
                entry.isKept = true
                journal.append(entry)
            }
        }
        if !hasNavigated, isRunning {
            hasNavigated = true
            if let readiness {
                ReadinessRegistry.shared.navigated(
                    readiness, startingChildren: started.map { $0.isRunning ? $0.readiness : nil })
            }
        }
    }

    /// Applies what a navigation returned; returns the child nodes it started if
    /// `collectingStartedChildren`.
    private func apply(_ contributors: consuming FlowContributors, collectingStartedChildren: Bool) -> [FlowNode] {
        // Consumed, not copied: the result of `navigate(to:)` is used once.
        switch consume contributors {
        case .none:
            return []
        case .one(let contributor):
            let child = apply(consume contributor)
            guard collectingStartedChildren, let child else { return [] }
            return [child]
        case .multiple(let contributors):
            var started: [FlowNode] = []
            for contributor in contributors where isRunning {
                if let child = apply(contributor), collectingStartedChildren { started.append(child) }
            }
            return started
        case .end(let step):
            end(.endedByFlow, forwarding: step)
            return []
        }
    }

    /// Applies one contributor; returns the child node it started, if any.
    private func apply(_ contributor: consuming FlowContributor) -> FlowNode? {
        switch consume contributor {
        case .contribute(let presentable, let stepper, let allowStepWhenNotPresented, let allowStepWhenDismissed):
            if let childFlow = NonFlowPresentableMemo.flow(presentable) {
                let child = startChild(childFlow, with: stepper, allowStepWhenDismissed: allowStepWhenDismissed)
                if let entry = tree.journal?.current {
                    entry.add(child.map { $0.isRunning ? .child($0) : .none } ?? .none)
                }
                return child
            }
            let steps = stepper.steps
            if isContributing(presentable, stepper, through: steps) {
                // Refused, as a child flow that is refused: the navigation keeps a place for it.
                tree.journal?.current?.add(.none)
                reportDuplicate(of: presentable, stepper)
                return nil
            }
            let contribution = Contribution(
                presentable: presentable, stepper: stepper, allowStepWhenNotPresented: allowStepWhenNotPresented,
                node: self)
            contributions.add(contribution)
            // Recorded before it starts: it may end while starting, and then leaves the entry.
            tree.journal?.current?.add(.contribution(contribution))
            if let id {
                tree.emit(
                    .contributionStarted(
                        id, presentable: contribution.presentableName, stepper: contribution.stepperName))
            }
            if tree.logsDebug {
                tree.logger.debug(
                    "contribution started",
                    metadata: Self.metadata(flow: id, extra: ["presentable": "\(contribution.presentableName)"]))
            }
            contribution.start(presentable, stepper, steps: steps, allowStepWhenDismissed: allowStepWhenDismissed)
            return nil
        case .forwardToCurrentFlow(let step):
            tree.journal?.current?.add(.none)
            if let id { tree.emit(.stepForwarded(id, step: step, to: id)) }
            schedule(step, from: self.forwardSource)
            return nil
        case .forwardToParentFlow(let step):
            tree.journal?.current?.add(.none)
            forwardToParent(step, parent: parent)
            return nil
        }
    }

    /// True if a running contribution of this flow has `presentable` and `stepper` already:
    /// contributed again, each of the stepper's steps would be navigated twice.
    ///
    /// Asked of the stepper's relay, whose listeners are the contributions listening to it (and
    /// flows it drives): a few at most, and none for a new view model, the common case, which
    /// costs one read. Never a walk over the flow's contributions (a stack may hold thousands).
    /// Every running contribution listens to its stepper, whether or not it watches its
    /// presentable (a presentable that offers only publishers has no state to ask); one that
    /// ended (its presentable dismissed) listens no more, and does not count.
    private func isContributing(
        _ presentable: any Presentable, _ stepper: any Stepper, through steps: PublishRelay<any Step>
    ) -> Bool {
        let listeners = steps.engineListenersOnMainQueue
        if listeners.isEmpty { return false }
        var found = false
        listeners.forEach { listener in
            guard !found, let contribution = listener as? Contribution else { return }
            found = contribution.runs(presentable, stepper, in: self)
        }
        return found
    }

    /// A contributor that `isContributing` found running already was ignored: a misuse, logged
    /// as an error.
    private func reportDuplicate(of presentable: any Presentable, _ stepper: any Stepper) {
        tree.logger.error(
            "Ignored a contribution of a presentable and a stepper that already contribute to this flow: each of the stepper's steps would be navigated twice (the flow returned the same contributor twice, or again while the first one is still running)",
            metadata: Self.metadata(
                flow: id,
                extra: [
                    "presentable": .string(TypeName.of(type(of: presentable))),
                    "stepper": .string(TypeName.of(type(of: stepper))),
                ]))
    }

    private func startChild(_ flow: any Flow, with stepper: any Stepper, allowStepWhenDismissed: Bool) -> FlowNode? {
        let child = FlowNode(tree: tree, parent: self)
        // Appended first: the child may end while starting, and then removes itself.
        children.add(child)
        guard child.start(flow: flow, stepper: stepper, allowStepWhenDismissed: allowStepWhenDismissed) else {
            children.removeFirst { $0 === child }
            return nil
        }
        return child
    }

    /// Sends `step` to `parent`'s flow (the parent is read before this flow ends).
    private func forwardToParent(_ step: any Step, parent: FlowNode?) {
        guard let parent else { return dropped(step, because: .noParentFlow, from: forwardSource) }
        if let id, let parentID = parent.id { tree.emit(.stepForwarded(id, step: step, to: parentID)) }
        parent.schedule(step, from: self.forwardSource)
    }

    /// What a step this flow forwards comes from, for events and logs (made only for them).
    private var forwardSource: String { "forwarded by \(id.map { "\($0)" } ?? "?")" }

    /// A contributed presentable was dismissed: let go of it and of its stepper.
    func contributionEnded(_ contribution: Contribution) {
        contributions.removeFirst { $0 === contribution }
        let tree = tree
        if let journal = tree.journal { forget(contribution, in: journal) }
        // Asked here too: nothing watched (the common case) costs no call.
        if tree.isWatched { reportEnd(of: contribution, because: .presentableDismissed) }
    }

    private func reportEnd(of contribution: Contribution, because reason: ContributionEndReason) {
        // Asked once: nothing watched (no observer, no `debug` logger) makes neither an event
        // nor a line, and the contribution is not captured for them.
        guard tree.isWatched else { return }
        if let id { tree.emit(.contributionEnded(id, presentable: contribution.presentableName, reason: reason)) }
        if tree.logsDebug {
            tree.logger.debug(
                "contribution ended: \(reason)",
                metadata: Self.metadata(flow: id, extra: ["presentable": "\(contribution.presentableName)"]))
        }
    }

    // MARK: - Ending

    func presentationVisibilityChanged(to isVisible: Bool) {}

    /// The flow's root was dismissed: the flow ends (after its own navigation, if the flow
    /// is dismissing its root from `navigate(to:)`).
    func presentationDismissed() {
        guard isRunning else { return }
        if isNavigating {
            rootDismissedWhileNavigating = true
        } else {
            end(.rootDismissed)
        }
    }

    /// The flow dismissed its own root in `navigate(to:)`: what it forwards to its parent
    /// (`.end(forwardToParentFlowWithStep:)`, `.forwardToParentFlow`) still reaches the parent,
    /// and nothing else is started under the ending flow.
    private func endAfterOwnDismissal(keepingForwardsOf contributors: consuming FlowContributors) {
        let list: [FlowContributor]
        var endStep: (any Step)?
        switch consume contributors {
        case .none: list = []
        case .one(let contributor): list = [contributor]
        case .multiple(let contributors): list = contributors
        case .end(let step):
            list = []
            endStep = step
        }
        let parent = self.parent
        tearDown(.rootDismissed)
        for contributor in list {
            switch contributor {
            case .forwardToParentFlow(let step):
                forwardToParent(step, parent: parent)
            case .forwardToCurrentFlow(let step):
                dropped(step, because: .flowEnded, from: forwardSource)
            case .contribute(let presentable, _, _, _):
                guard tree.logsDebug else { continue }
                let name = TypeName.of(type(of: presentable))
                tree.logger.debug(
                    "contribution not started: its flow has ended (its root was dismissed during the navigation)",
                    metadata: Self.metadata(flow: id, extra: ["presentable": .string(name)]))
            }
        }
        if let endStep, !endStep.isNone { forwardToParent(endStep, parent: parent) }
    }

    /// Ends the run and everything below it; `step`, if any, goes to the parent flow.
    func end(_ reason: FlowEndReason, forwarding step: (any Step)? = nil) {
        guard isRunning else { return }
        let parent = self.parent
        tearDown(reason)
        guard let step, !step.isNone else { return }
        forwardToParent(step, parent: parent)
    }

    private func tearDown(_ reason: FlowEndReason) {
        phase = .ended(reason)
        let leakCheck = tree.makeLeakCheck(flow: id, because: .flowEnded(reason))
        if let leakCheck, let flow {
            let flowIndex = leakCheck.watch(flow: flow)
            let rootIndex = leakCheck.watch(presentable: flow.root, dismissed: reason == .rootDismissed)
            if let stepper { leakCheck.watch(stepper: stepper, holders: [flowIndex, rootIndex]) }
        }
        parent?.childEnded(self)
        parent = nil
        if !children.isEmpty {
            let endingChildren = children
            children = InlineList()
            endingChildren.forEach { child in
                child.parent = nil
                child.tearDown(reason == .coordinatorReleased ? .coordinatorReleased : .parentEnded)
            }
        }
        if !contributions.isEmpty {
            let endingContributions = contributions
            contributions = InlineList()
            endingContributions.forEach { contribution in
                if let leakCheck { contribution.addLetGoObjects(to: leakCheck, dismissed: false) }
                contribution.stop(because: endedReason)
                reportEnd(of: contribution, because: .flowEnded)
            }
        }
        rootWatch?.stop(self)
        rootWatch = nil
        // The stepper goes first: if nothing else held it (a `OneStepper`), its relay is left
        // to this node alone, and needs no late-step note.
        stepper = nil
        if let relay = steps.take() {
            PublishRelay.release(relay, detaching: self) {
                LateStepNote(tree: tree, flow: id, because: endedReason)
            }
        }
        finishAdaptation()
        for step in adaptation.end() { dropped(step, because: endedReason) }
        if let readiness, let id { ReadinessRegistry.shared.runEnded(readiness, of: id.instance) }
        // The flow's navigations go, and with them the spent ones held for them, in other flows too.
        if !journal.isEmpty {
            for entry in journal { entry.isKept = false }
            journal = []
            if let journal = tree.journal { Self.releaseHolds(in: journal) }
        }
        flow = nil
        if let id { tree.emit(.flowEnded(id, reason: reason)) }
        if tree.logsDebug { tree.logger.debug("flow ended: \(reason)", metadata: Self.metadata(flow: id)) }
        leakCheck?.schedule()
    }

    private func childEnded(_ child: FlowNode) {
        children.removeFirst { $0 === child }
        if let journal = tree.journal { forget(child, in: journal) }
    }

    // MARK: - Restoration

    /// A contribution has ended: its navigation no longer needs it (nor, once nothing of it
    /// is left, to be replayed). Its entry keeps when it ended and what took it away (see
    /// `JournalEntry.Item.ended`), except while a restoration applies the states.
    private func forget(_ contribution: Contribution, in journal: NavigationJournal) {
        let endedBefore = journal.isApplyingStates ? nil : journal.navigationCount
        let takenBy = journal.current?.order
        forget(in: journal) { $0.remove(contribution, endedBefore: endedBefore, takenBy: takenBy) }
    }

    /// A child flow has ended: as a contribution that ends, but nothing records when (a
    /// restoration cannot end a child flow it started again: see `RestorationDriver`).
    private func forget(_ child: FlowNode, in journal: NavigationJournal) {
        forget(in: journal) { $0.remove(child) }
    }

    /// Removes a contributor from the entry that holds it (`remove` says true): the
    /// navigation being applied, or one of the journal's, which leaves once it is spent, at
    /// once or, when the navigation being applied took its last contribution away, once that
    /// navigation is over (see `settleTakenAway(by:)`).
    private func forget(in journal: NavigationJournal, removing remove: (JournalEntry) -> Bool) {
        if let current = journal.current, remove(current) { return }
        guard let index = self.journal.firstIndex(where: remove), self.journal[index].isSpent else { return }
        let entry = self.journal[index]
        if let current = journal.current, entry.lastTakenBy == current.order {
            current.spentWhileRunning.append((entry, self))
            return
        }
        drop(entry, at: index)
        Self.releaseHolds(in: journal)
    }

    /// `navigation` is over: decides what becomes of the entries it spent (it took their last
    /// contributions away). Such an entry M stays, held, when `navigation` is kept (it left
    /// something) and a navigation made between the two is kept anywhere in the tree; it
    /// leaves otherwise, as any spent entry, and later once either reason has gone.
    ///
    /// Why: `navigation` read what was there when it ran (a deep link that keeps the routes
    /// already on the stack and makes the others), and M's contributions were under those of
    /// the navigation made in between. Replayed without M, that navigation makes its
    /// contributions where M's were, and `navigation` finds (and keeps) them instead of making
    /// its own: it navigates differently and the restoration stops there. Replayed with M, the
    /// replay makes M's contributions again and `navigation` takes them away again (the
    /// snapshot does not write them as gone but as taken away by it, and the replay checks that
    /// they go: see `RestorationDriver`). When nothing made in between is left, the replay
    /// makes nothing in between either, and `navigation` finds without M what it found with
    /// M's contributions gone: M leaves, so that a deep link repeated with nothing kept made in
    /// between keeps no trail of the earlier ones, and the snapshot stays small. Only navigations made in between count, and only while they are
    /// kept: what the replay has made when it replays `navigation` again, which is what makes
    /// the restored tree hold M again, and its snapshot the same.
    private func settleTakenAway(by navigation: JournalEntry) {
        guard !navigation.spentWhileRunning.isEmpty, let journal = tree.journal else { return }
        let spent = navigation.spentWhileRunning
        navigation.spentWhileRunning = []
        var between: [JournalEntry] = []
        if navigation.isKept {
            // Kept and made after the earliest entry spent here (the entries spent here are
            // not kept, unless held: a hold has a witness of its own, in between too).
            let earliest = spent.map(\.entry.order).min() ?? navigation.order
            rootNode.forEachRunningNode { node in
                for entry in node.journal where entry.order > earliest && entry.order < navigation.order {
                    if !spent.contains(where: { $0.entry === entry }) { between.append(entry) }
                }
            }
        }
        for (entry, node) in spent {
            let witnesses = between.filter { $0.order > entry.order }
            if navigation.isKept, node.isRunning, !witnesses.isEmpty {
                journal.hold(.init(entry: entry, node: node.reference, takenBy: navigation, witnesses: witnesses))
            } else {
                node.drop(entry)
            }
        }
        Self.releaseHolds(in: journal)
    }

    /// The root of the tree this running node is in.
    private var rootNode: FlowNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// A spent entry leaves the journal.
    private func drop(_ entry: JournalEntry) {
        drop(entry, at: journal.firstIndex { $0 === entry })
    }

    /// A spent entry leaves the journal, where it is at `index` (nil: it is no longer in it).
    /// Takes the index a caller has found, so that `forget(in:removing:)`, on the path of
    /// every contribution that ends, looks the entry up once.
    private func drop(_ entry: JournalEntry, at index: Int?) {
        if let index { journal.remove(at: index) }
        entry.isKept = false
    }

    /// Entries have left the journals: the spent entries held for them leave too (and so on,
    /// for those held for these).
    private static func releaseHolds(in journal: NavigationJournal) {
        while let hold = journal.takeHoldWithoutReason() {
            hold.node.target?.drop(hold.entry)
        }
    }

    /// A restoration started the flow again, and its snapshot says it had navigated though
    /// none of its navigations is left to replay (all they made has gone since: the screens a
    /// child flow pushed on its parent's stack, popped by the user). It counts as navigated,
    /// as it did: its next navigation is not its first (which a journal keeps, even when it
    /// makes nothing, as setting the flow up), and it is ready, having started no child.
    func restoreNavigatedWithoutNavigations() {
        guard isRunning, !hasNavigated else { return }
        hasNavigated = true
        if let readiness { ReadinessRegistry.shared.navigated(readiness, startingChildren: []) }
    }

    /// Navigates `step` again, through `adapt(step:)`, for a restoration: returns the
    /// journal entry of the navigation, or throws why there was none. (Typed throws rather
    /// than a `Result`, whose destruction went through its value witnesses at every step.)
    func replay(_ step: any Step) throws(RestorationStop.Reason) -> JournalEntry {
        guard isRunning, let flow, let journal = tree.journal else { throw .flowMissing }
        guard !adaptation.isAdapting else { throw .adaptationPending }
        _ = journal.takeLast()
        if usesDefaultAdapt == true {
            runNavigation(step, in: flow)
        } else {
            adaptOne(step)
        }
        if let entry = journal.takeLast() {
            tree.replayNavigated(self)
            return entry
        }
        throw adaptation.isAdapting ? .adaptationPending : .adaptRefused
    }

    // MARK: - Describing

    /// Adds what this node listens to, for the test kit's messages: its flow's stepper, then
    /// its running contributions (`Flow: Presentable (stepper Stepper)`).
    func describeListening(into lines: inout [String]) {
        let flowName = id?.typeName ?? "?"
        if let stepper { lines.append("\(flowName): stepper \(TypeName.of(type(of: stepper)))") }
        contributions.forEach { contribution in
            guard contribution.isActive else { return }
            lines.append("\(flowName): \(contribution.presentableName) (stepper \(contribution.stepperName))")
        }
    }

    /// The type names of the steppers this node's running contributions of `presentable`
    /// listen to.
    func contributedStepperNames(of presentable: any Presentable) -> [String] {
        var names: [String] = []
        contributions.forEach { contribution in
            if contribution.currentPresentable === presentable { names.append(contribution.stepperName) }
        }
        return names
    }

    // MARK: - Logging

    private static func metadata(
        flow: FlowID?, step: (any Step)? = nil, extra: [String: Logger.MetadataValue?] = [:]
    ) -> Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        if let flow { metadata["flow"] = "\(flow)" }
        if let step { metadata["step"] = "\(step)" }
        for case (let key, let value?) in extra { metadata[key] = value }
        return metadata
    }
}
