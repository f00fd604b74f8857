/// A wait for flows to be ready: a `Flows.use(_:when: .ready)` block, or a task awaiting
/// `Flows.ready(_:)`.
///
/// Its completion runs exactly once, with the roots once every flow is ready, or as soon as
/// that can never happen (one of the flows ended, or was released, before being ready) or
/// the wait is cancelled; a task's continuation therefore always resumes, once. The waiter
/// holds its flows weakly and lets go of its completion as soon as it has run, so it keeps
/// nothing alive that the completion does not capture itself.
///
/// States (`start`, `cancel` and the flows settling are the events):
/// - `idle`: made, not registered yet; `cancel` → `cancelled`, `start` → `waiting`.
/// - `cancelled`: cancelled before it started; `start` completes with `.cancelled`.
/// - `waiting`: counts the flows not ready yet; the last one ready completes with the roots,
///   one never ready completes with `.neverReady`, `cancel` with `.cancelled`.
/// - `finished`: the completion has run; every event is ignored.
@MainActor
final class ReadinessWaiter: ReadinessObserver {
    typealias Completion = @MainActor (ReadinessOutcome) -> Void

    private struct WeakFlow {
        weak var flow: (any Flow)?
    }

    private enum State {
        case idle
        case cancelled
        case waiting(remaining: Int, completion: Completion)
        case finished
    }

    private let flows: [WeakFlow]
    private var state = State.idle

    init(flows: [any Flow]) {
        self.flows = flows.map { WeakFlow(flow: $0) }
    }

    /// True once the completion ran (or before `start`, if cancelled): no flow needs to be
    /// observed any more.
    var isFinished: Bool {
        switch state {
        case .idle, .waiting: false
        case .cancelled, .finished: true
        }
    }

    /// Starts waiting: `completion` runs once the outcome is known, at once if it already is
    /// (no flows, or cancelled before this). The registry then reports each flow's readiness.
    func start(_ completion: @escaping Completion) {
        switch state {
        case .idle where flows.isEmpty:
            finish(.ready([]), completion)
        case .idle:
            state = .waiting(remaining: flows.count, completion: completion)
        case .cancelled:
            finish(.cancelled, completion)
        case .waiting, .finished:
            return
        }
    }

    /// Stops waiting: a waiting completion runs with `.cancelled`.
    func cancel() {
        switch state {
        case .idle:
            state = .cancelled
        case .waiting(_, let completion):
            finish(.cancelled, completion)
        case .cancelled, .finished:
            return
        }
    }

    func flowSettled(isReady: Bool) {
        guard case .waiting(let remaining, let completion) = state else { return }
        guard isReady else { return finish(.neverReady, completion) }
        guard remaining == 1 else {
            state = .waiting(remaining: remaining - 1, completion: completion)
            return
        }
        // The roots are read now: a flow may set its root up in its first navigation.
        let roots = flows.compactMap { $0.flow?.root }
        finish(roots.count == flows.count ? .ready(roots) : .neverReady, completion)
    }

    private func finish(_ outcome: ReadinessOutcome, _ completion: Completion) {
        state = .finished
        completion(outcome)
    }
}
