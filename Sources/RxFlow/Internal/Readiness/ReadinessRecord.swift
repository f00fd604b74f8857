/// The readiness of one flow, for `Flows.use(_:when: .ready)`: kept by the registry while
/// the flow runs, or while a waiter waits for it to be coordinated.
///
/// A run is ready once the flow has navigated its first step and every child flow that
/// this step contributed is ready. It never becomes ready if it ends first, or if one of
/// those child flows ends before being ready (as in RxFlow, where the parent waits for
/// every child's readiness); its observers are then told so and let go.
@MainActor
final class ReadinessRecord: ReadinessObserver {
    private enum Readiness {
        /// Not coordinated (yet, or any more): waiters wait for the next run.
        case notRunning
        case waitingForFirstStep
        case waitingForChildren(remaining: Int)
        case ready
        case neverReady
    }

    // Unchecked for exclusivity (a run-time check per access, when every flow starts and
    // ends): main-actor state; observers are copied before they are called.
    @exclusivity(unchecked) private var readiness = Readiness.notRunning
    @exclusivity(unchecked) private var observers: [any ReadinessObserver] = []
    /// Set only for a flow that waiters wait for before it runs, so that the registry
    /// notices if it is released without ever running. A running flow is kept alive by its
    /// node, so most flows never get a weak reference (and the side table it costs).
    weak var waitedForFlow: (any Flow)?

    /// True while a node drives the flow.
    var isRunning: Bool {
        if case .notRunning = readiness { return false }
        return true
    }

    /// True if nothing waits on this record.
    var hasObservers: Bool { !observers.isEmpty }

    /// A node started driving the flow.
    func runStarted() {
        readiness = .waitingForFirstStep
    }

    /// The flow navigated a step; if it was its first, readiness now waits for `children`
    /// (the records of the child flows that step started; nil for one that already ended).
    func navigated(startingChildren children: [ReadinessRecord?]) {
        guard case .waitingForFirstStep = readiness else { return }
        guard !children.contains(where: { $0 == nil }) else { return settle(isReady: false) }
        guard !children.isEmpty else { return settle(isReady: true) }
        readiness = .waitingForChildren(remaining: children.count)
        for child in children { child?.observe(self) }
    }

    /// The run ended: observers still waiting learn that it never became ready.
    func runEnded() {
        settle(isReady: false)
        readiness = .notRunning
    }

    /// Calls `observer` when the current run settles, or at once if it has; for a flow that
    /// is not running, when its next run settles.
    func observe(_ observer: any ReadinessObserver) {
        switch readiness {
        case .ready: observer.flowSettled(isReady: true)
        case .neverReady: observer.flowSettled(isReady: false)
        case .notRunning, .waitingForFirstStep, .waitingForChildren: observers.append(observer)
        }
    }

    /// Tells every observer that they will never be told more (the flow is gone).
    func abandon() {
        let abandoned = observers
        observers = []
        for observer in abandoned { observer.flowSettled(isReady: false) }
    }

    /// A child flow contributed by the first step settled.
    func flowSettled(isReady: Bool) {
        guard case .waitingForChildren(let remaining) = readiness else { return }
        if !isReady {
            settle(isReady: false)
        } else if remaining > 1 {
            readiness = .waitingForChildren(remaining: remaining - 1)
        } else {
            settle(isReady: true)
        }
    }

    private func settle(isReady: Bool) {
        switch readiness {
        case .waitingForFirstStep, .waitingForChildren: break
        case .notRunning, .ready, .neverReady: return
        }
        readiness = isReady ? .ready : .neverReady
        let settled = observers
        observers = []
        for observer in settled { observer.flowSettled(isReady: isReady) }
    }
}
