import RxFlow
import RxFlowHeadless

/// The coordinator's documented rules (the "Threads, ordering and adapt" and "Child flows"
/// articles) as expectations: which flow must navigate which step, and what must never be
/// navigated. Checked against `rx.didNavigate` and the headless hierarchy after every
/// operation.
@MainActor
final class NavigationModel {
    private struct Key: Hashable {
        let flowId: Int
        let stepId: Int
    }

    private unowned let world: NavigationWorld
    /// Steps a flow must navigate, with why.
    private var expected: [Key: String] = [:]
    private var navigated: Set<Key> = []
    private var absorbedLogCount = 0
    private var absorbedFlowCount = 0
    private var lastStepIdBySource: [Int: Int] = [:]
    private var seenWarnings = 0
    private var seenLeakReports = 0
    private(set) var violations: [String] = []

    init(world: NavigationWorld) {
        self.world = world
    }

    // MARK: - Expectations

    /// Whether a step the screen's view model accepts now must be navigated: its flow is
    /// running, it is visible (or allowed hidden) and not dismissed (or allowed dismissed).
    func passes(from record: ScreenRecord, visible: Set<ObjectIdentifier>) -> Bool {
        guard let flowId = record.flowId, let screen = record.screen, !isEnded(flowId) else { return false }
        if record.isRemoved && !record.contribution.allowStepWhenDismissed { return false }
        return record.contribution.allowStepWhenNotPresented || visible.contains(ObjectIdentifier(screen))
    }

    /// `step` must be navigated by `flowId` unless that flow has ended or its adapt drops it.
    func expect(_ step: NavStep, in flowId: Int, because reason: String) {
        guard let flow = world.flowRecord(flowId), !isEnded(flowId), !flow.spec.adapt.drops(step) else { return }
        expected[Key(flowId: flowId, stepId: step.id)] = "\(step) (\(reason))"
    }

    /// A deep link reaches every running flow, each through its own adapt.
    func expectDeepLink(_ step: NavStep) {
        for flowId in world.coordinatedFlowIds { expect(step, in: flowId, because: "deep link") }
    }

    // MARK: - Navigations

    /// Matches the new `rx.didNavigate` events with the expectations, in order, and adds
    /// the expectations each navigation implies.
    func absorbNavigations() {
        let flows = world.coordinatedFlowIds
        while absorbedFlowCount < flows.count {
            let flowId = flows[absorbedFlowCount]
            absorbedFlowCount += 1
            if let record = world.flowRecord(flowId) { expect(record.startStep, in: flowId, because: "first step") }
        }
        let log = world.navigationLog
        while absorbedLogCount < log.count {
            let (flowId, step) = log[absorbedLogCount]
            absorbedLogCount += 1
            absorb(step, in: flowId)
        }
    }

    private func absorb(_ step: NavStep, in flowId: Int) {
        let key = Key(flowId: flowId, stepId: step.id)
        if expected.removeValue(forKey: key) == nil {
            if navigated.contains(key) {
                violations.append("F\(flowId) navigated \(step) a second time")
            } else if isEnded(flowId) {
                violations.append("F\(flowId) navigated \(step) after it ended")
            } else {
                violations.append("F\(flowId) navigated \(step), which no visible, live stepper accepted")
            }
        }
        navigated.insert(key)
        if let source = step.source {
            if let last = lastStepIdBySource[source], last > step.id {
                violations.append("S\(source)'s \(step) was navigated after its later step #\(last)")
            }
            lastStepIdBySource[source] = max(step.id, lastStepIdBySource[source] ?? 0)
        }
        guard let flow = world.flowRecord(flowId) else { return }
        switch step.action {
        case .start:
            flow.navigatedStart = true
        case .end(_, let forwardId):
            flow.endedByStep = true
            if let parentId = flow.parentId {
                let forwarded = NavStep(id: forwardId, source: nil, action: .forwarded(childFlowId: flowId))
                expect(forwarded, in: parentId, because: "forwarded by F\(flowId)'s .end")
            }
            flow.isEnded = true
        case .forwardToCurrent(let markerId):
            expect(NavStep(id: markerId, source: nil, action: .marker), in: flowId, because: "forwardToCurrentFlow")
        case .forwardToParent(let markerId):
            if let parentId = flow.parentId {
                let marker = NavStep(id: markerId, source: nil, action: .marker)
                expect(marker, in: parentId, because: "forwardToParentFlow from F\(flowId)")
            }
        default:
            break
        }
    }

    // MARK: - Flow state

    /// A flow ends with its `.end` step, when its root is dismissed, or with its parent.
    func isEnded(_ flowId: Int) -> Bool {
        guard let flow = world.flowRecord(flowId) else { return true }
        if flow.isEnded { return true }
        let rootRemoved = world.screenRecords[flow.rootRecordId]?.isRemoved ?? false
        let parentEnded = flow.parentId.map(isEnded) ?? false
        if flow.endedByStep || rootRemoved || parentEnded { flow.isEnded = true }
        return flow.isEnded
    }

    /// Ready: navigated its first step, and the child flows that step contributed are ready.
    private func isReady(_ flowId: Int) -> Bool {
        guard let flow = world.flowRecord(flowId), flow.navigatedStart else { return false }
        return flow.startChildren.allSatisfy(isReady)
    }

    // MARK: - After each operation

    /// Checks every invariant once the operation's work has been drained; returns the
    /// violations found (and keeps them).
    func check() -> [String] {
        absorbNavigations()
        let snapshot = HierarchyRules.snapshot(of: world.window)
        violations += snapshot.problems
        checkScreens(snapshot)
        checkMissingNavigations()
        checkReadyBlocks()
        if let warnings = world.window?.warnings, warnings.count > seenWarnings {
            for warning in warnings[seenWarnings...] { violations.append("headless warning: \(warning.message)") }
            seenWarnings = warnings.count
        }
        violations += world.leakReports.dropFirst(seenLeakReports)
        seenLeakReports = world.leakReports.count
        return violations
    }

    /// Removal, dismissal counts, visibility and stray presentations of every screen.
    private func checkScreens(_ snapshot: HierarchyRules.Snapshot) {
        let windowRoot = world.window?.rootViewController
        for record in world.screenRecords.values.sorted(by: { $0.id < $1.id }) {
            guard !record.isRetired else {
                if let screen = record.screen, screen.isVisible {
                    violations.append("\(record.label) is visible in a hierarchy the window no longer shows")
                }
                continue
            }
            if let screen = record.screen {
                let inWindow = snapshot.inWindow.contains(ObjectIdentifier(screen))
                let linked = screen.parent != nil || screen.presentingViewController != nil || screen === windowRoot
                if (record.wasInWindow && !inWindow) || (record.wasLinked && !linked) { record.isRemoved = true }
                record.observe(screen, inWindow: inWindow)
                let shouldBeVisible = snapshot.visible.contains(ObjectIdentifier(screen))
                if screen.isVisible != shouldBeVisible {
                    violations.append(
                        "\(record.label) is \(screen.isVisible ? "visible" : "hidden") but should be \(shouldBeVisible ? "visible" : "hidden")"
                    )
                }
                if !inWindow, let presenter = screen.presentingViewController,
                    snapshot.inWindow.contains(ObjectIdentifier(presenter))
                {
                    violations.append(
                        "\(record.label) is presented by \(HierarchyRules.name(presenter)), which is in the window, but is out of the window's hierarchy"
                    )
                }
            } else if record.wasInWindow || record.lastHolder != nil {
                // Gone while the window (which holds its hierarchy) or its last parent or
                // presenter is still there: it was removed from them.
                record.isRemoved = true
            } else if !record.isRemoved {
                // Released together with a tree that was never shown: not removed from its
                // parent, and nothing says how it ended.
                continue
            }
            let expectedDismissals = record.isRemoved ? 1 : 0
            if record.dismissCount != expectedDismissals {
                let state = record.isRemoved ? "was removed" : "is still in its hierarchy"
                violations.append("\(record.label) \(state) and was dismissed \(record.dismissCount) time(s)")
            }
        }
    }

    /// Steps that had to be navigated by now: every flow's work is drained, except what a
    /// held adaptation still blocks.
    private func checkMissingNavigations() {
        for (key, description) in expected.sorted(by: { $0.key.stepId < $1.key.stepId }) {
            if isEnded(key.flowId) {
                expected[key] = nil
            } else if !world.hasHeldAdaptation(for: key.flowId) {
                violations.append("F\(key.flowId) never navigated \(description)")
                expected[key] = nil
            }
        }
    }

    /// A `Flows.use(_:when: .ready)` block runs once its flows are ready, unless one ended.
    private func checkReadyBlocks() {
        for (_, expectation) in world.readyExpectations.sorted(by: { $0.key < $1.key }) where !expectation.hasRun {
            let flows = expectation.flowIds
            if flows.allSatisfy(isReady) && !flows.contains(where: isEnded) {
                violations.append("Flows.use(.ready) block did not run though its flows are ready: \(expectation.what)")
            }
        }
    }
}
