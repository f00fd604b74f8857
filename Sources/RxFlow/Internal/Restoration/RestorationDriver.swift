/// Replays a snapshot into a tree whose root flow has just started: asks each flow to
/// navigate its steps again, in order, checks that they make what the snapshot has, takes
/// away what the user had taken away when they had, then gives the restorable presentables
/// their state.
///
/// A contribution the snapshot says is gone (a `DismissiblePresentable` popped or dismissed
/// since) is taken away again before the first navigation that was made after it went, so
/// that this navigation finds what it found then; one that went after the last is taken
/// away at the end, before the states are applied. A child flow that ended is not ended by
/// the replay (it can end only from within): if its navigation also made something that
/// stayed, the child flow is started again and only a container's state takes its root away
/// at the end. So is a presentable code cannot take away, or one that refuses to go (the
/// container's state is then what takes it away).
@MainActor
struct RestorationDriver {
    let codec: StepCodec

    func replay(_ record: FlowRecord, into root: FlowNode) -> RestorationReport {
        var replay = RestorationReplay(root: record)
        let steps = codec.steps(from: replay.stepRecords)
        var nodes: [Int: FlowNode] = [0: root]
        var states: [(presentable: any Presentable, state: String, flowKey: Int)] = []
        var removals: [Removal] = []
        while case .replay(let planned) = replay.nextAction() {
            Self.takeAway(&removals, before: planned.navigation.order)
            switch navigate(planned, nodes: nodes, steps: steps) {
            case .success(let made):
                for (key, node) in made.children { nodes[key] = node }
                states += made.states
                removals += made.removals
                replay.replayed()
            case .failure(let reason):
                replay.stopped(planned, because: reason)
            }
        }
        Self.takeAway(&removals, before: nil)
        for key in replay.flowsNotReached {
            if let node = nodes[key] { root.tree.replayDidNotReach(node) }
        }
        let journal = root.tree.journal
        journal?.isApplyingStates = true
        defer { journal?.isApplyingStates = false }
        var statesNotApplied: [String] = []
        let rootStates = replay.rootStates.sorted(by: { $0.key < $1.key }).compactMap { key, state in
            nodes[key]?.flow.map { (presentable: $0.root, state: state, flowKey: key) }
        }
        // A refusal in a flow the replay stopped short of is the stop's doing (a stack deeper
        // than what was rebuilt): the report says so once, with the stop. A presentable can
        // be several flows' (a child flow whose root is its parent's stack pushes on it): it
        // is excused if one of them stopped short. A state that no longer reads is a problem
        // of its own.
        let stoppedShort = replay.flowsStoppedShort
        var excused = Set<ObjectIdentifier>()
        for held in rootStates + states where stoppedShort.contains(held.flowKey) {
            excused.insert(ObjectIdentifier(held.presentable))
        }
        func apply(_ state: String, to presentable: any Presentable) {
            switch PresentableStateCodec.apply(state, to: presentable) {
            case .applied: return
            case .refused where excused.contains(ObjectIdentifier(presentable)): return
            case .refused, .unreadable: statesNotApplied.append(StepCodec.name(of: type(of: presentable)))
            }
        }
        // A flow's root may also be one of its contributions (a navigation controller
        // contributed with a stepper of its own), or another flow's root: its state, kept
        // more than once, is applied once.
        var applied = Set<ObjectIdentifier>()
        for held in rootStates + states where applied.insert(ObjectIdentifier(held.presentable)).inserted {
            apply(held.state, to: held.presentable)
        }
        return RestorationReport(
            navigationsInSnapshot: replay.total, navigationsReplayed: replay.replayedCount, stop: replay.stop,
            statesNotApplied: statesNotApplied)
    }

    /// What a navigation made again that the rest of the replay needs: the child nodes by
    /// record key, and the contributed presentables with the states to give them (and the key
    /// of the flow that made them).
    private struct Made {
        var children: [(key: Int, node: FlowNode)] = []
        var states: [(presentable: any Presentable, state: String, flowKey: Int)] = []
        var removals: [Removal] = []
    }

    /// A contribution made again to take away before the navigation of order `endedBefore`.
    private struct Removal {
        let endedBefore: Int
        /// The order of the navigation that made it, and its position there: what was made
        /// later is taken away first, as the user takes the top screen away first.
        let madeBy: Int
        let at: Int
        let contribution: Contribution
        /// The journal entry of the navigation that made it again.
        let entry: JournalEntry
    }

    /// Takes away the removals due before the navigation of order `order` (all of them for
    /// nil), the latest made first. One that is gone already or cannot go is left to the
    /// states applied at the end.
    private static func takeAway(_ removals: inout [Removal], before order: Int?) {
        let isDue = { (removal: Removal) in order.map { removal.endedBefore <= $0 } ?? true }
        guard removals.contains(where: isDue) else { return }
        let due = removals.filter(isDue).sorted { ($0.madeBy, $0.at) > ($1.madeBy, $1.at) }
        removals.removeAll(where: isDue)
        for removal in due {
            guard let presentable = removal.contribution.currentPresentable else { continue }
            if let dismissible = presentable as? any DismissiblePresentable, dismissible.dismissForRestoration() {
                continue
            }
            // It stays for now (a later navigation or a state may take it away): the tree
            // still records it as gone when the snapshot says it went.
            removal.entry.expectEnd(of: removal.contribution, before: removal.endedBefore)
        }
    }

    private func navigate(
        _ planned: RestorationReplay.Planned, nodes: [Int: FlowNode], steps: [(any Step)?]
    ) -> Result<Made, RestorationStop.Reason> {
        guard let node = nodes[planned.flowKey], node.isRunning else { return .failure(.flowMissing) }
        let step: any Step
        switch steps[planned.position].map(Result.success) ?? codec.step(from: planned.navigation.step) {
        case .success(let read): step = read
        case .failure(let reason): return .failure(reason)
        }
        let entry: JournalEntry
        switch node.replay(step) {
        case .success(let made): entry = made
        case .failure(let reason): return .failure(reason)
        }
        var made = Made()
        for expected in planned.navigation.contributions {
            let item = entry.items.indices.contains(expected.at) ? entry.items[expected.at] : .none
            guard case .contribution(let contribution) = item, let presentable = contribution.currentPresentable,
                StepCodec.name(of: type(of: presentable)) == expected.presentable
            else {
                return .failure(.navigatedDifferently(expected: expected.presentable, made: Self.name(of: item)))
            }
            if let state = expected.state { made.states.append((presentable, state, planned.flowKey)) }
        }
        for (expected, key) in zip(planned.navigation.children, planned.childKeys) {
            let item = entry.items.indices.contains(expected.at) ? entry.items[expected.at] : .none
            guard case .child(let child) = item, child.isRunning, let flow = child.flow,
                StepCodec.name(of: type(of: flow)) == expected.flow.flow
            else {
                return .failure(.navigatedDifferently(expected: expected.flow.flow, made: Self.name(of: item)))
            }
            made.children.append((key, child))
        }
        for gone in planned.navigation.gone ?? [] {
            let item = entry.items.indices.contains(gone.at) ? entry.items[gone.at] : .none
            guard case .contribution(let contribution) = item, let presentable = contribution.currentPresentable,
                StepCodec.name(of: type(of: presentable)) == gone.presentable
            else { continue }
            made.removals.append(
                Removal(
                    endedBefore: gone.endedBefore, madeBy: planned.navigation.order, at: gone.at,
                    contribution: contribution, entry: entry))
        }
        return .success(made)
    }

    private static func name(of item: JournalEntry.Item) -> String {
        switch item {
        case .contribution(let contribution):
            contribution.currentPresentable.map { StepCodec.name(of: type(of: $0)) } ?? "a dismissed presentable"
        case .child(let node): node.flow.map { StepCodec.name(of: type(of: $0)) } ?? "an ended flow"
        case .ended: "a dismissed presentable"
        case .none: "nothing"
        }
    }
}
