/// What the coordinators of one tree (a root coordinator and its descendants) share:
/// the step queue, the navigation events and the `Flows.use(_:when: .ready)` waiters
/// that still look for their flows' coordinators.
@MainActor
final class NavigationTree {
    /// Made on first subscription: with nobody listening, a navigation sends nothing.
    private(set) var willNavigate: PassthroughSubject<(any Flow, any Step), Never>?
    private(set) var didNavigate: PassthroughSubject<(any Flow, any Step), Never>?
    /// The root coordinator's anchor (not the coordinator: the user owns it).
    var rootAnchor: Anchor<FlowCoordinator>?
    var root: FlowCoordinator? { rootAnchor?.target }
    var unboundWaiters: [ReadyWaiter] = []

    private var queue = StepQueue()

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
    private var isDraining = false

    /// Navigates `step` in `coordinator`'s flow now, or after the navigation that is
    /// running: steps are never navigated recursively, so stack depth stays flat.
    func schedule(_ step: any Step, for coordinator: FlowCoordinator, isAdapted: Bool = false) {
        if isDraining {
            queue.append(.init(coordinator: coordinator, step: step, isAdapted: isAdapted))
            return
        }
        isDraining = true
        defer { isDraining = false }
        coordinator.run(step, isAdapted: isAdapted)
        drainQueue()
    }

    /// Delivers `step` to `top` and to each of its live descendants, parents first:
    /// all of them are queued before any navigates.
    func broadcast(_ step: any Step, from top: FlowCoordinator) {
        top.forEachLiveCoordinator { queue.append(.init(coordinator: $0, step: step, isAdapted: false)) }
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        drainQueue()
    }

    private func drainQueue() {
        while let entry = queue.popFirst() {
            entry.coordinator.run(entry.step, isAdapted: entry.isAdapted)
        }
    }
}
