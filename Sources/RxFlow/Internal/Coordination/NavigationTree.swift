import Logging

/// What the nodes of one tree (a root flow and its descendants) share: the step queue,
/// the navigation events and the logger.
///
/// The queue is what keeps navigation synchronous but never recursive: work arriving while
/// a navigation runs waits its turn, so stack depth stays flat.
@MainActor
final class NavigationTree {
    var logger: Logger
    /// Made on first subscription: with nobody listening, a navigation sends nothing.
    private(set) var willNavigate: PassthroughSubject<(any Flow, any Step), Never>?
    private(set) var didNavigate: PassthroughSubject<(any Flow, any Step), Never>?
    private var queue = StepQueue()
    private var isDraining = false

    init(logger: Logger) {
        self.logger = logger
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

    /// Has `node` do `work` now, or after the work that is running.
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
        top.forEachRunningNode { queue.append(.init(node: $0, work: .arrived(step))) }
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        drainQueue()
    }

    private func drainQueue() {
        while let entry = queue.popFirst() {
            entry.node.handle(entry.work)
        }
    }
}
