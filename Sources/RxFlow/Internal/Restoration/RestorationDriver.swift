/// Replays a snapshot into a tree whose root flow has just started: asks each flow to
/// navigate its steps again, in order, checks that they make what the snapshot has, then
/// gives the restorable presentables their state.
@MainActor
struct RestorationDriver {
    let codec: StepCodec

    func replay(_ record: FlowRecord, into root: FlowNode) -> RestorationReport {
        var replay = RestorationReplay(root: record)
        let steps = codec.steps(from: replay.stepRecords)
        var nodes: [Int: FlowNode] = [0: root]
        var states: [(presentable: any Presentable, state: String)] = []
        while case .replay(let planned) = replay.nextAction() {
            switch navigate(planned, nodes: nodes, steps: steps) {
            case .success(let made):
                for (key, node) in made.children { nodes[key] = node }
                states += made.states
                replay.replayed()
            case .failure(let reason):
                replay.stopped(planned, because: reason)
            }
        }
        var statesNotApplied: [String] = []
        // A flow's root may also be one of its contributions (a navigation controller
        // contributed with a stepper of its own): its state, kept twice, is applied once.
        var applied = Set<ObjectIdentifier>()
        for (key, state) in replay.rootStates.sorted(by: { $0.key < $1.key }) {
            guard let root = nodes[key]?.flow?.root, applied.insert(ObjectIdentifier(root)).inserted else { continue }
            if !PresentableStateCodec.apply(state, to: root) { statesNotApplied.append("\(type(of: root))") }
        }
        for (presentable, state) in states where applied.insert(ObjectIdentifier(presentable)).inserted {
            if !PresentableStateCodec.apply(state, to: presentable) {
                statesNotApplied.append("\(type(of: presentable))")
            }
        }
        return RestorationReport(
            navigationsInSnapshot: replay.total, navigationsReplayed: replay.replayedCount, stop: replay.stop,
            statesNotApplied: statesNotApplied)
    }

    /// What a navigation made again that the rest of the replay needs: the child nodes by
    /// record key, and the contributed presentables with the states to give them.
    private struct Made {
        var children: [(key: Int, node: FlowNode)] = []
        var states: [(presentable: any Presentable, state: String)] = []
    }

    private func navigate(
        _ planned: RestorationReplay.Planned, nodes: [Int: FlowNode], steps: [StepRecord: any Step]
    ) -> Result<Made, RestorationStop.Reason> {
        guard let node = nodes[planned.flowKey], node.isRunning else { return .failure(.flowMissing) }
        let step: any Step
        switch steps[planned.navigation.step].map(Result.success) ?? codec.step(from: planned.navigation.step) {
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
            if let state = expected.state { made.states.append((presentable, state)) }
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
        return .success(made)
    }

    private static func name(of item: JournalEntry.Item) -> String {
        switch item {
        case .contribution(let contribution):
            contribution.currentPresentable.map { StepCodec.name(of: type(of: $0)) } ?? "a dismissed presentable"
        case .child(let node): node.flow.map { StepCodec.name(of: type(of: $0)) } ?? "an ended flow"
        case .none: "nothing"
        }
    }
}
