/// A `Flows.use(_:when: .ready)` block waiting for its flows to be ready.
///
/// It holds its flows weakly and lets go of its block as soon as it runs or can never run
/// (one of its flows ended before being ready, or was released without running), so a
/// waiter keeps nothing alive that its block does not capture itself.
@MainActor
final class ReadinessWaiter: ReadinessObserver {
    private struct WeakFlow {
        weak var flow: (any Flow)?
    }

    private let flows: [WeakFlow]
    private var remaining: Int
    private var block: (@MainActor ([any Presentable]) -> Void)?

    init(flows: [any Flow], block: @escaping @MainActor ([any Presentable]) -> Void) {
        self.flows = flows.map { WeakFlow(flow: $0) }
        self.remaining = flows.count
        self.block = block
    }

    /// True once the block ran or was let go of.
    var isFinished: Bool { block == nil }

    func flowSettled(isReady: Bool) {
        guard let block else { return }
        guard isReady else {
            self.block = nil
            return
        }
        remaining -= 1
        guard remaining == 0 else { return }
        self.block = nil
        // The roots are read now: a flow may set its root up in its first navigation.
        let roots = flows.compactMap { $0.flow?.root }
        guard roots.count == flows.count else { return }
        block(roots)
    }
}
