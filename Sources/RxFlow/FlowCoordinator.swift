/// Drives a flow: listens to its steppers, adapts and navigates their steps, and
/// owns the coordinators of the child flows it contributes.
///
/// Everything happens synchronously on the main actor: a step accepted on the main
/// thread is navigated before `accept` returns, unless a navigation is already
/// running, in which case it waits its turn (first in, first out, never recursively).
/// Steps accepted on other threads are navigated on the main actor, in order per thread.
///
/// Keep a reference to the root coordinator: releasing it stops the whole tree.
@MainActor
public final class FlowCoordinator {
    private enum State { case idle, running, ended }
    private enum Readiness { case waitingForFirstStep, waitingForChildren(Int), ready, failed }

    let tree: NavigationTree
    /// Held by children, sinks and readiness observers instead of the coordinator itself.
    let anchor = Anchor<FlowCoordinator>()
    private var parentAnchor: Anchor<FlowCoordinator>?
    private var parent: FlowCoordinator? { parentAnchor?.target }
    private var state = State.idle
    private(set) var flow: (any Flow)?
    private var stepper: (any Stepper)?
    private var children: [FlowCoordinator] = []
    private var contributions: [Contribution] = []
    private var dismissalSink: CoordinatorDismissalSink?
    // Instead of the sink, when the flow's root keeps a `PresentationState`.
    private var dismissalAttachment: PresentationAttachment?
    private var stepAttachment: RelayAttachment<any Step>?

    // Adaptation: while the flow's `adapt` has not delivered, later steps wait here.
    private var usesDefaultAdapt: Bool?
    private var isAwaitingAdaptation = false
    private var isSubscribingToAdaptation = false
    private var synchronousAdaptation: (any Step)??
    private var adaptationGeneration = 0
    private var adaptationSubscription: (any Cancellable)?
    private var stepsAwaitingAdaptation: [any Step] = []

    // Readiness, for `Flows.use(_:when: .ready)`.
    private var readiness = Readiness.waitingForFirstStep
    private var settledObservers: [@MainActor (Bool) -> Void] = []

    /// The coordinator whose flow is running `navigate(to:)` right now, if any.
    static var navigating: FlowCoordinator?

    /// Creates a coordinator; give it a flow with `coordinate(flow:with:allowStepWhenDismissed:)`.
    public init() {
        tree = NavigationTree()
        anchor.target = self
    }

    private init(parent: FlowCoordinator) {
        tree = parent.tree
        parentAnchor = parent.anchor
        anchor.target = self
    }

    deinit {
        anchor.target = nil
    }

    /// Publishers of this coordinator's navigations and those of all its descendants.
    public nonisolated var rx: Reactive<FlowCoordinator> { Reactive(self) }

    // MARK: - Public API

    /// Starts driving `flow` with the steps of `stepper`.
    ///
    /// The stepper's initial step is navigated before this returns (when called on the
    /// main actor outside a navigation), then `readyToEmitSteps()` is called. The flow
    /// ends when its root is dismissed, unless `allowStepWhenDismissed`.
    ///
    /// A coordinator drives one flow at a time: calling this while a flow is running is
    /// a no-op. Once that flow has ended, the coordinator can drive a new one.
    public func coordinate(
        flow: any Flow, with stepper: any Stepper = DefaultStepper(), allowStepWhenDismissed: Bool = false
    ) {
        guard state != .running else { return }
        prepareForNewFlow()
        state = .running
        self.flow = flow
        self.stepper = stepper
        if parent == nil {
            tree.rootAnchor = anchor
            ReadyWaiters.adoptUnattached(into: tree, for: self)
        }
        ReadyWaiters.bind(self, in: tree)

        if !allowStepWhenDismissed {
            if let presentationState = flow.presentationState {
                dismissalAttachment = presentationState.attach(CoordinatorDismissalListener(anchor))
            } else {
                let dismissal = CoordinatorDismissalSink(
                    anchor, demand: .max(1), onValue: { owner, _, _ in owner.flowWasDismissed() })
                dismissalSink = dismissal
                flow.rxDismissed.subscribe(dismissal)
                guard state == .running else { return }
            }
        }
        stepAttachment = stepper.steps.attach(
            CoordinatorStepSink(anchor, onValue: { owner, step, _ in owner.schedule(step) }))
        schedule(stepper.initialStep)
        if state == .running { stepper.readyToEmitSteps() }
    }

    /// Delivers `step` to this coordinator's flow and to every live descendant flow,
    /// each through its own `adapt(step:)`: the way to handle deep links and
    /// notifications. A no-op when no flow is running.
    public func navigate(to step: any Step) {
        guard state == .running, !step.isNone else { return }
        tree.broadcast(step, from: self)
    }

    // MARK: - Steps

    /// Navigates `step` in this coordinator's flow, now or after the running navigation.
    func schedule(_ step: any Step) {
        guard state == .running, !step.isNone else { return }
        tree.schedule(step, for: self)
    }

    /// Visits this coordinator and its live descendants, parents first.
    func forEachLiveCoordinator(_ body: (FlowCoordinator) -> Void) {
        guard state == .running else { return }
        body(self)
        for child in children { child.forEachLiveCoordinator(body) }
    }

    /// Called by the tree's queue: adapts (unless already adapted) and navigates `step`.
    func run(_ step: any Step, isAdapted: Bool) {
        guard state == .running, let flow else { return }
        if isAdapted {
            isAwaitingAdaptation = false
            navigate(step, in: flow)
            while state == .running, !isAwaitingAdaptation, !stepsAwaitingAdaptation.isEmpty, let flow = self.flow {
                adaptAndNavigate(stepsAwaitingAdaptation.removeFirst(), in: flow)
            }
        } else if isAwaitingAdaptation {
            stepsAwaitingAdaptation.append(step)
        } else {
            adaptAndNavigate(step, in: flow)
        }
    }

    private func adaptAndNavigate(_ step: any Step, in flow: any Flow) {
        if usesDefaultAdapt == nil { usesDefaultAdapt = DefaultAdaptProbe.usesDefault(flow) }
        if usesDefaultAdapt == true { return navigate(step, in: flow) }
        DefaultAdaptProbe.lastCaller = nil
        let adapted = flow.adapt(step: step)
        if usesDefaultAdapt == nil {
            let isDefault = DefaultAdaptProbe.lastCaller == ObjectIdentifier(flow)
            usesDefaultAdapt = isDefault
            DefaultAdaptProbe.record(flow, usesDefault: isDefault)
            if isDefault { return navigate(step, in: flow) }
        }
        adaptationGeneration &+= 1
        let generation = adaptationGeneration
        let sink = CoordinatorStepSink(
            anchor, tag: generation, demand: .max(1),
            onValue: { owner, step, generation in owner.adaptationDelivered(step, generation: generation) },
            onFinished: { owner, generation in owner.adaptationDelivered(nil, generation: generation) })
        adaptationSubscription = sink
        isAwaitingAdaptation = true
        isSubscribingToAdaptation = true
        adapted.subscribe(sink)
        isSubscribingToAdaptation = false
        if let outcome = synchronousAdaptation {
            synchronousAdaptation = nil
            isAwaitingAdaptation = false
            if let step = outcome { navigate(step, in: flow) }
        }
    }

    private func adaptationDelivered(_ step: (any Step)?, generation: Int) {
        guard state == .running, isAwaitingAdaptation, generation == adaptationGeneration else { return }
        adaptationGeneration &+= 1  // later callbacks of this adaptation are stale
        adaptationSubscription?.cancel()
        adaptationSubscription = nil
        if isSubscribingToAdaptation {
            synchronousAdaptation = .some(step)
        } else {
            // Delivered later: navigate in turn; steps that arrived meanwhile follow it.
            tree.schedule(step ?? NoneStep(), for: self, isAdapted: true)
        }
    }

    private func navigate(_ step: any Step, in flow: any Flow) {
        guard !step.isNone else { return }
        tree.willNavigate?.send((flow, step))
        let outer = Self.navigating
        Self.navigating = self
        let contributors = flow.navigate(to: step)
        Self.navigating = outer
        tree.didNavigate?.send((flow, step))

        let newChildren = perform(contributors)
        if case .waitingForFirstStep = readiness, state == .running {
            awaitReadiness(of: newChildren)
        }
    }

    // MARK: - Contributors

    private func perform(_ contributors: FlowContributors) -> [FlowCoordinator] {
        switch contributors {
        case .none:
            return []
        case .one(let contributor):
            guard let child = perform(contributor) else { return [] }
            return [child]
        case .multiple(let contributors):
            var newChildren: [FlowCoordinator] = []
            for contributor in contributors where state == .running {
                if let child = perform(contributor) { newChildren.append(child) }
            }
            return newChildren
        case .end(let step):
            end(forwarding: step)
            return []
        }
    }

    /// Performs one contributor; returns the child coordinator it created, if any.
    private func perform(_ contributor: FlowContributor) -> FlowCoordinator? {
        switch contributor {
        case .contribute(let presentable, let stepper, let allowStepWhenNotPresented, let allowStepWhenDismissed):
            if let childFlow = presentable as? any Flow {
                let child = FlowCoordinator(parent: self)
                children.append(child)
                child.coordinate(flow: childFlow, with: stepper, allowStepWhenDismissed: allowStepWhenDismissed)
                return child
            }
            let contribution = Contribution(
                presentable: presentable, stepper: stepper, allowStepWhenNotPresented: allowStepWhenNotPresented)
            contributions.append(contribution)
            contribution.start(in: self, allowStepWhenDismissed: allowStepWhenDismissed)
            return nil
        case .forwardToCurrentFlow(let step):
            schedule(step)
            return nil
        case .forwardToParentFlow(let step):
            parent?.schedule(step)
            return nil
        }
    }

    /// A contributed presentable was dismissed: let go of it and of its stepper.
    func contributionEnded(_ contribution: Contribution) {
        if let index = contributions.lastIndex(where: { $0 === contribution }) {
            contributions.remove(at: index)
        }
    }

    // MARK: - Ending

    /// The flow's root was dismissed: the flow ends.
    func flowWasDismissed() {
        end(forwarding: nil)
    }

    /// Ends the flow and everything below it; `step`, if any, goes to the parent flow.
    private func end(forwarding step: (any Step)?) {
        guard state == .running else { return }
        let parent = self.parent
        tearDown()
        if let step, let parent { parent.schedule(step) }
    }

    private func tearDown() {
        state = .ended
        parent?.childEnded(self)
        parentAnchor = nil
        let ending = children
        children = []
        for child in ending {
            child.parentAnchor = nil
            child.tearDown()
        }
        for contribution in contributions { contribution.stop() }
        contributions = []
        dismissalSink?.cancel()
        dismissalSink = nil
        dismissalAttachment?.detach()
        dismissalAttachment = nil
        stepAttachment?.detach()
        stepAttachment = nil
        adaptationSubscription?.cancel()
        adaptationSubscription = nil
        stepsAwaitingAdaptation = []
        isAwaitingAdaptation = false
        flow = nil
        stepper = nil
        settle(isReady: false)
    }

    private func childEnded(_ child: FlowCoordinator) {
        if let index = children.lastIndex(where: { $0 === child }) { children.remove(at: index) }
    }

    private func prepareForNewFlow() {
        guard state == .ended else { return }
        usesDefaultAdapt = nil
        readiness = .waitingForFirstStep
        settledObservers = []
    }

    // MARK: - Readiness

    /// Calls `observer` once this flow is ready (`true`: it navigated its first step and
    /// the child flows that step contributed are ready) or ends before that (`false`).
    func whenSettled(_ observer: @escaping @MainActor (Bool) -> Void) {
        switch readiness {
        case .ready: observer(true)
        case .failed: observer(false)
        case .waitingForFirstStep, .waitingForChildren: settledObservers.append(observer)
        }
    }

    private func awaitReadiness(of newChildren: [FlowCoordinator]) {
        guard !newChildren.isEmpty else { return settle(isReady: true) }
        readiness = .waitingForChildren(newChildren.count)
        for child in newChildren {
            child.whenSettled { [anchor] _ in anchor.target?.childSettled() }
        }
    }

    private func childSettled() {
        guard case .waitingForChildren(let remaining) = readiness else { return }
        if remaining > 1 {
            readiness = .waitingForChildren(remaining - 1)
        } else {
            settle(isReady: true)
        }
    }

    private func settle(isReady: Bool) {
        switch readiness {
        case .ready, .failed: return
        case .waitingForFirstStep, .waitingForChildren: break
        }
        readiness = isReady ? .ready : .failed
        let observers = settledObservers
        settledObservers = []
        for observer in observers { observer(isReady) }
    }
}
