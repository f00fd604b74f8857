import Dispatch
import RxFlow
import RxFlowHeadless

/// Runs one generated operation list on a fresh world and model, checking every invariant
/// after each operation; returns a readable report of the first violations, or nil.
@MainActor
final class NavigationRun {
    private let world = NavigationWorld()
    private lazy var model = NavigationModel(world: world)
    /// What each operation resolved to, for the report.
    private var trace: [String] = []

    func run(rootSpec: FlowSpec, operations: [Operation]) async -> String? {
        trace.append("root flow: \(rootSpec)")
        world.startRootFlow(rootSpec)
        if let failure = await settleAndCheck() { return failure }
        for (index, operation) in operations.enumerated() {
            trace.append("\(index + 1). \(operation) → \(perform(operation))")
            if let failure = await settleAndCheck() { return failure }
        }
        world.endEverything()
        await drainMainQueue()
        let survivors = world.survivors()
        guard survivors.isEmpty else {
            return report([
                "still alive after ending everything and releasing the coordinator: "
                    + survivors.joined(separator: ", ")
            ])
        }
        return nil
    }

    // MARK: - Operations

    private func perform(_ operation: Operation) -> String {
        switch operation.kind {
        case .emit, .emitFromBackground:
            guard let record = pickScreen(operation) else { return "no screen" }
            let step = makeStep(operation, from: record)
            let passes = model.passes(from: record, visible: HierarchyRules.snapshot(of: world.window).visible)
            if passes, let flowId = record.flowId {
                model.expect(step, in: flowId, because: "accepted by \(record.label)")
            }
            guard let relay = record.stepper?.steps else { return "\(record.label) is gone" }
            if operation.kind == .emit {
                relay.accept(step)
            } else {
                acceptOnBackgroundThread(step, on: relay)
            }
            return "\(record.label) emits \(step)\(passes ? "" : " (must not be navigated)")"
        case .selectTab:
            let tabBars = HierarchyRules.snapshot(of: world.window).tabBars
            guard !tabBars.isEmpty else { return "no tab bar" }
            let tabBar = tabBars[operation.pick % tabBars.count]
            guard !tabBar.viewControllers.isEmpty else { return "\(HierarchyRules.name(tabBar)) has no tabs" }
            tabBar.selectedIndex = operation.detail % tabBar.viewControllers.count
            return "\(HierarchyRules.name(tabBar)) selects tab \(tabBar.selectedIndex)"
        case .deepLink:
            let step = NavStep(id: world.freshId(), source: nil, action: .deepLink)
            model.expectDeepLink(step)
            world.coordinator?.navigate(to: step)
            return "navigate(to: \(step))"
        case .releaseHeldAdaptations:
            let count = world.heldAdaptationCount
            world.releaseHeldAdaptations()
            return "released \(count) held adaptation(s)"
        case .endRootAndReuseCoordinator:
            return endRootAndReuseCoordinator(operation)
        }
    }

    private func endRootAndReuseCoordinator(_ operation: Operation) -> String {
        guard let rootFlowId = world.rootFlowId, let stepper = world.rootStepper else {
            world.startRootFlow(operation.flowSpec)
            return "root flow already ended: new root F\(world.rootFlowId ?? 0)"
        }
        // A late step: accepted while the old root flow runs, delivered after it ended. It
        // belongs to the old flow: the new one must never navigate it.
        let late = NavStep(id: world.freshId(), source: nil, action: .push(.init()))
        acceptOnBackgroundThread(late, on: stepper.steps)
        let end = NavStep(
            id: world.freshId(), source: nil, action: .end(dismissFirst: false, forwardId: world.freshId()))
        model.expect(end, in: rootFlowId, because: "accepted by the root flow's stepper")
        stepper.steps.accept(end)
        model.absorbNavigations()
        guard model.isEnded(rootFlowId) else {
            // Still running (adaptation pending or dropped): the late step is a normal one.
            model.expect(late, in: rootFlowId, because: "accepted by the root flow's stepper")
            return "root F\(rootFlowId) emits \(late) then \(end), and is still running"
        }
        world.startRootFlow(operation.flowSpec)
        return "root F\(rootFlowId) emits \(late) (late) then \(end); new root F\(world.rootFlowId ?? 0)"
    }

    private func pickScreen(_ operation: Operation) -> ScreenRecord? {
        let emitters = world.screenRecords.values.filter { $0.stepper != nil }.sorted { $0.id < $1.id }
        let visible = HierarchyRules.snapshot(of: world.window).visible
        let visibleEmitters = emitters.filter { $0.screen.map { visible.contains(ObjectIdentifier($0)) } ?? false }
        let candidates = operation.prefersVisibleScreen && !visibleEmitters.isEmpty ? visibleEmitters : emitters
        guard !candidates.isEmpty else { return nil }
        return candidates[(operation.pick / 4) % candidates.count]
    }

    private func makeStep(_ operation: Operation, from record: ScreenRecord) -> NavStep {
        let id = world.freshId()
        let contribution = operation.contribution
        let action: NavStep.Action
        switch operation.choice {
        case .push: action = .push(contribution)
        case .pop: action = .pop
        case .present(let fullScreen): action = .present(fullScreen ? .fullScreen : .pageSheet, contribution)
        case .dismiss: action = .dismiss
        case .openChild: action = .openChild(operation.flowSpec)
        case .openPreparedChild:
            let token = world.prepareChild(operation.flowSpec, parentId: record.flowId ?? 0, presenter: record.screen)
            action = .openPreparedChild(token: token)
        case .end(let dismissFirst): action = .end(dismissFirst: dismissFirst, forwardId: world.freshId())
        case .forwardToCurrent: action = .forwardToCurrent(markerId: world.freshId())
        case .forwardToParent: action = .forwardToParent(markerId: world.freshId())
        case .showDetail(let wrapped): action = .showDetail(wrapped: wrapped, contribution)
        }
        return NavStep(id: id, source: record.id, action: action)
    }

    // MARK: - Threads and queues

    /// Accepts `step` on a background thread and returns once it was accepted: the
    /// coordinator then has it on its way to the main queue.
    private nonisolated func acceptOnBackgroundThread(_ step: NavStep, on relay: PublishRelay<any Step>) {
        let accepted = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            relay.accept(step)
            accepted.signal()
        }
        accepted.wait()
    }

    /// Lets the main queue run what was queued on it (steps from background threads,
    /// adaptations delivered later), until nothing is left.
    private func settle() async {
        var rounds = 0
        repeat {
            await drainMainQueue()
            rounds += 1
        } while world.hasLaterAdaptations && rounds < 1000
    }

    private func drainMainQueue() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    private func settleAndCheck() async -> String? {
        await settle()
        let violations = model.check()
        return violations.isEmpty ? nil : report(violations)
    }

    private func report(_ violations: [String]) -> String {
        var lines = ["Invariants violated:"]
        lines += violations.map { "  - \($0)" }
        lines.append("Operations, as resolved:")
        lines += trace.map { "  \($0)" }
        lines.append("Window:")
        lines.append(world.window?.render() ?? "(released)")
        return lines.joined(separator: "\n")
    }
}
