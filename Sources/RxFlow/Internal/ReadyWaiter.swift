/// A `Flows.use(_:when: .ready)` block waiting for its flows to be ready.
///
/// It first looks for the coordinator of each flow (a flow gets one when it is
/// coordinated), then waits until each of those coordinators is ready. The flows
/// are held weakly: a waiter whose flows are gone before being coordinated is
/// dropped, and one whose flow ends before being ready never runs.
@MainActor
final class ReadyWaiter {
    private struct Slot {
        weak var flow: (any Flow)?
        var coordinator: Anchor<FlowCoordinator>?
        var isBound = false
        var isReady = false
    }

    private var slots: [Slot]
    private let block: @MainActor () -> Void
    private var isFinished = false

    init(flows: [any Flow], block: @escaping @MainActor () -> Void) {
        self.slots = flows.map { Slot(flow: $0) }
        self.block = block
    }

    /// True while some flow has no coordinator yet and none of the flows is gone.
    var isLookingForCoordinators: Bool {
        !isFinished && slots.contains { !$0.isBound } && !slots.contains { !$0.isBound && $0.flow == nil }
    }

    /// Binds the slots whose flow is `coordinator`'s; returns true if it bound any.
    @discardableResult
    func bind(_ coordinator: FlowCoordinator) -> Bool {
        guard let flow = coordinator.flow else { return false }
        var boundAny = false
        for index in slots.indices where !slots[index].isBound && slots[index].flow === flow {
            slots[index].isBound = true
            slots[index].coordinator = coordinator.anchor
            boundAny = true
        }
        if boundAny && !slots.contains(where: { !$0.isBound }) { observeReadiness() }
        return boundAny
    }

    private func observeReadiness() {
        for index in slots.indices {
            guard let coordinator = slots[index].coordinator?.target else { return finish() }
            coordinator.whenSettled { isReady in self.slotSettled(index, isReady: isReady) }
        }
    }

    private func slotSettled(_ index: Int, isReady: Bool) {
        guard !isFinished else { return }
        guard isReady else { return finish() }
        slots[index].isReady = true
        if slots.allSatisfy(\.isReady) {
            finish()
            block()
        }
    }

    private func finish() {
        isFinished = true
    }
}
