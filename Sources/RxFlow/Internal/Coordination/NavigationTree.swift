import Logging

/// What the nodes of one tree (a root flow and its descendants) share: the step queue,
/// the navigation events, the logger and the leak detection setting.
///
/// The queue is what keeps navigation synchronous but never recursive: work arriving while
/// a navigation runs waits its turn, so stack depth stays flat.
@MainActor
final class NavigationTree {
    /// The tree's logger.
    var logger: Logger {
        didSet {
            logsDebug = logger.logLevel <= .debug
            updateIsWatched()
            lateSteps.logger = logger
        }
    }
    /// Whether `logger` takes `debug` lines, read once per logger: the step path asks this
    /// instead of building a line it would drop. (A `Logger`'s level is its handler's, a
    /// value that only changes when the logger is replaced.)
    private(set) var logsDebug: Bool
    /// Whether what the nodes let go of is checked a moment later (see `LeakCheck`).
    var leakDetection: LeakDetection
    /// Made on first subscription: with nobody listening, a navigation sends nothing.
    private(set) var willNavigate: PassthroughSubject<(any Flow, any Step), Never>? {
        didSet { updateIsWatched() }
    }
    private(set) var didNavigate: PassthroughSubject<(any Flow, any Step), Never>? {
        didSet { updateIsWatched() }
    }
    /// Whether anything watches navigations: an observer of the events, a subscriber of
    /// `rx.willNavigate` or `rx.didNavigate`, or a logger that takes `debug` lines. Kept up
    /// to date when one of them changes, so that a navigation nobody watches asks once.
    private(set) var isWatched = false
    // Unchecked for exclusivity (a run-time check per step otherwise): appended to and popped
    // from on the main actor only, by `StepQueue`'s methods, which call nothing back.
    // (A noncopyable value: the queue owns its storage.)
    @exclusivity(unchecked) private var queue = StepQueue()
    // Unchecked for exclusivity, as `queue`: set and cleared around a drain, read on arrival.
    @exclusivity(unchecked) private var isDraining = false
    // Observers of `NavigationEvent`s, in the order they started observing.
    // Unchecked for exclusivity (a run-time check per event otherwise): delivery iterates a
    // copy, so an observer may add or remove observers.
    @exclusivity(unchecked) private var observers: [(id: Int, handler: @MainActor (NavigationEvent) -> Void)] = [] {
        didSet { updateIsWatched() }
    }
    private var nextObserverID = 0
    // Events emitted while observers are being called (an observer that coordinates a flow
    // when one ends): delivered after the current event has reached every observer.
    private var pendingEvents: [NavigationEvent] = []
    private var isEmitting = false
    // Called when the tree closes: `events` sequences finish then.
    private var closeHandlers: [(id: Int, handler: @MainActor () -> Void)] = []
    /// What reaches this tree from objects that may outlive it (the late-step note a relay
    /// keeps once an ended contribution or flow detached from it): its tree is nil once the
    /// coordinator is released.
    let lateSteps: LateStepReporter
    /// What an observation the app keeps reaches the tree through, to stop: nil once the tree
    /// is gone (after the coordinator and its last leak check). The tree is released on the
    /// main queue: its coordinator hands it there.
    let observationReference = BackReference<NavigationTree>()
    /// True once the root coordinator was released: nothing is observed any more.
    private(set) var isClosed = false
    /// What the nodes keep of their navigations, for snapshots: nil unless the coordinator
    /// was given a `NavigationRestoration`.
    let journal: NavigationJournal?
    /// True while a restoration replays a snapshot: the steps that arrive meanwhile (initial
    /// steps, forwards, steps emitted as screens are made again) are dropped, since what
    /// their navigations made is in the snapshot and replayed from it.
    private(set) var isReplaying = false
    /// The steps that arrived during the replay at flows it has not navigated yet.
    /// Unchecked for exclusivity (a run-time check at each navigation replayed): main-actor
    /// state whose methods call nothing back.
    @exclusivity(unchecked) private var replayHolds = ReplayHolds()

    init(logger: Logger, leakDetection: LeakDetection, journal: NavigationJournal? = nil) {
        self.journal = journal
        self.logger = logger
        logsDebug = logger.logLevel <= .debug
        self.leakDetection = leakDetection
        isWatched = logsDebug
        lateSteps = LateStepReporter(logger: logger)
        lateSteps.tree = self
        observationReference.target = self
    }

    deinit {
        observationReference.target = nil
    }

    /// The root coordinator was released (its flow has ended): every `events` sequence
    /// finishes, and steps that come late are logged, not observed. Observers registered
    /// with `observe` stay, for the leak checks still scheduled (which keep the tree alive
    /// until they have run).
    func close() {
        guard !isClosed else { return }
        isClosed = true
        lateSteps.tree = nil
        journal?.close()
        let handlers = closeHandlers
        closeHandlers = []
        for close in handlers {
            removeObserver(close.id)
            close.handler()
        }
    }

    // MARK: - Leaks

    /// A check to fill with what `flow` lets go of `because`, or nil when leak detection is
    /// off: then nothing is watched and nothing allocated.
    func makeLeakCheck(flow: FlowID?, because reason: ReleaseReason) -> LeakCheck? {
        guard let gracePeriod = leakDetection.gracePeriod else { return nil }
        return LeakCheck(tree: self, flow: flow, reason: reason, gracePeriod: gracePeriod)
    }

    var willNavigatePublisher: AnyPublisher<(any Flow, any Step), Never> {
        let subject = willNavigate ?? PassthroughSubject()
        willNavigate = subject
        return subject.eraseToAnyPublisher()
    }

    var didNavigatePublisher: AnyPublisher<(any Flow, any Step), Never> {
        let subject = didNavigate ?? PassthroughSubject()
        didNavigate = subject
        return subject.eraseToAnyPublisher()
    }

    // MARK: - Events

    /// True while someone observes the events: nothing builds an event otherwise.
    var isObserved: Bool { !observers.isEmpty }

    private func updateIsWatched() {
        isWatched = !observers.isEmpty || willNavigate != nil || didNavigate != nil || logsDebug
    }

    /// Sends `event` to the observers; the event is built only if there are some.
    ///
    /// Each event reaches every observer before the next one: an event emitted by an
    /// observer's reaction waits until the one being delivered has reached them all.
    func emit(_ event: @autoclosure () -> NavigationEvent) {
        guard !observers.isEmpty else { return }
        guard !isEmitting else { return pendingEvents.append(event()) }
        isEmitting = true
        defer { isEmitting = false }
        deliver(event())
        var next = 0
        while next < pendingEvents.count {
            deliver(pendingEvents[next])
            next += 1
        }
        pendingEvents.removeAll(keepingCapacity: true)
    }

    private func deliver(_ event: NavigationEvent) {
        for observer in observers { observer.handler(event) }
    }

    /// Reports that `step` will not be navigated, and why: a `stepDropped` event, and a
    /// `debug` log line with the fix where there is one. The one place drops are reported,
    /// for the nodes and for a coordinator that drives no flow.
    func reportDrop(of step: any Step, in flow: FlowID?, from source: String?, because reason: StepDropReason) {
        emit(.stepDropped(step: step, flow: flow, source: source, reason: reason))
        Self.logDrop(of: step, in: flow, from: source, because: reason, to: logger)
    }

    /// The log line of a dropped step (also written for late steps once the tree is closed).
    /// At `debug`, as swift-log asks of libraries: a drop is often the rule working (a hidden
    /// screen's step), it is an event for whoever observes the tree, and an app that logs at
    /// `info` must not get a line per drop.
    nonisolated static func logDrop(
        of step: any Step, in flow: FlowID?, from source: String?, because reason: StepDropReason, to logger: Logger
    ) {
        logger.debug(
            "step dropped: \(reason)",
            metadata: {
                var metadata: Logger.Metadata = ["step": "\(step)", "reason": "\(reason)"]
                if let flow { metadata["flow"] = "\(flow)" }
                if let source { metadata["source"] = "\(source)" }
                if let fix = reason.fix { metadata["fix"] = "\(fix)" }
                return metadata
            }())
    }

    /// Starts calling `handler` with every event; returns the id to stop it with.
    func addObserver(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return nextObserverID
    }

    /// Stops calling the observer `id`.
    func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
        closeHandlers.removeAll { $0.id == id }
    }

    /// Calls `handler` once when the tree closes, unless the observer `id` was removed
    /// first; at once if it is closed already.
    func onClose(of id: Int, _ handler: @escaping @MainActor () -> Void) {
        guard !isClosed else { return handler() }
        closeHandlers.append((id, handler))
    }

    // MARK: - Queue

    /// Has `node` do `work` now, or after the work that is running.
    /// Has `node` take `step` now, or after the work that is running: `enqueue(.arrived(step))`
    /// without making a queue entry when nothing is running (the path of most steps).
    func enqueueArrived(_ step: any Step, for node: FlowNode) {
        if isReplaying {
            if !replayHolds.hold(step, for: node) { node.dropped(step, because: .restoring) }
            return
        }
        if isDraining {
            queue.append(.init(node: node, work: .arrived(step)))
            return
        }
        isDraining = true
        defer { isDraining = false }
        node.stepArrived(step)
        if !queue.isEmpty { drainQueue() }
    }

    func enqueue(_ work: StepQueue.Work, for node: FlowNode) {
        if isDraining {
            queue.append(.init(node: node, work: work))
            return
        }
        isDraining = true
        defer { isDraining = false }
        node.handle(work)
        drainQueue()
    }

    /// Delivers `step` to `top` and to each of its running descendants, parents first:
    /// all of them are queued before any navigates.
    func broadcast(_ step: any Step, from top: FlowNode) {
        if isReplaying { return reportDrop(of: step, in: top.id, from: "deep link", because: .restoring) }
        top.forEachRunningNode { queue.append(.init(node: $0, work: .arrived(step))) }
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        drainQueue()
    }

    /// True while the tree navigates or replays a snapshot: a restoration cannot start then.
    var isNavigating: Bool { isDraining || isReplaying }

    /// Runs `body` (a restoration's replay) with every arriving step dropped, and the work
    /// it queues (an adaptation that delivers) waiting until it is over. Also returns the
    /// steps that arrived at flows whose navigations the replay did not reach, for
    /// `startAfresh(_:)` (see `ReplayHolds`).
    func replaying<Result>(
        _ body: () -> Result
    ) -> (result: Result, heldForLaunch: [(node: FlowNode, step: any Step)]) {
        precondition(!isDraining && !isReplaying, "a restoration starts outside any navigation")
        isReplaying = true
        isDraining = true
        let result = body()
        isReplaying = false
        let held = replayHolds.end()
        for (node, step) in held.drop { node.dropped(step, because: .restoring) }
        drainQueue()
        isDraining = false
        return (result, held.navigate)
    }

    /// After a replay, once the restoration is over: each flow the replay did not reach takes
    /// the steps it held (its initial steps) and starts afresh, as at a launch (not as a
    /// restoration: `FlowCoordinator.isRestoring` is false, so its side effects run).
    func startAfresh(_ held: [(node: FlowNode, step: any Step)]) {
        // A flow that ended meanwhile reports them as dropped, as any step arriving late.
        for (node, step) in held { enqueueArrived(step, for: node) }
    }

    /// The replay navigated `node` from the snapshot: the steps it held are dropped, since
    /// what their navigations made is in the snapshot.
    func replayNavigated(_ node: FlowNode) {
        for step in replayHolds.navigated(node) { node.dropped(step, because: .restoring) }
    }

    /// The replay stopped before the first of `node`'s navigations in the snapshot: `node`
    /// takes the steps it held once the replay is over.
    func replayDidNotReach(_ node: FlowNode) {
        replayHolds.didNotReach(node)
    }

    private func drainQueue() {
        while let entry = queue.popFirst() {
            entry.node.handle(entry.work)
        }
    }
}
