/// The steps that arrive during a replay at flows the replay has not navigated yet: each
/// flow's initial steps, from its stepper as it starts.
///
/// A flow the replay navigates gets its navigations from the snapshot, and what it held is
/// dropped then (`StepDropReason.restoring`). So is what a flow the snapshot has no
/// record of held (a child flow the user had closed, started again by its parent's
/// navigation: it stays as it was). A flow whose navigations in the snapshot the replay never
/// reached (it stopped before the first: a step that no longer reads, an `adapt` that now
/// refuses it), whose record has none (its first step was not navigated yet), or that the
/// navigation the replay stopped at started (it made something else), takes what
/// it held once the replay is over, and starts afresh as on a first
/// launch: without its initial steps it would stay empty, a state the app never had.
@MainActor
struct ReplayHolds {
    private var held: [(node: FlowNode, steps: [any Step])] = []
    private var notReached: Set<ObjectIdentifier> = []

    // Loops rather than `firstIndex(where:)`: a closure made on the main actor checks its
    // executor each time it runs. `held` is short: the flows started and not navigated yet.

    /// Keeps `step` for `node` if the replay has not navigated `node` yet; false otherwise
    /// (the step is to be dropped).
    mutating func hold(_ step: any Step, for node: FlowNode) -> Bool {
        guard !node.wasReplayed else { return false }
        for index in held.indices where held[index].node === node {
            held[index].steps.append(step)
            return true
        }
        held.append((node, [step]))
        return true
    }

    /// The replay navigated `node`: returns the steps it held, in order, to drop.
    mutating func navigated(_ node: FlowNode) -> [any Step] {
        guard !node.wasReplayed else { return [] }
        node.wasReplayed = true
        for index in held.indices where held[index].node === node {
            return held.remove(at: index).steps
        }
        return []
    }

    /// The replay stopped before the first of `node`'s navigations in the snapshot.
    mutating func didNotReach(_ node: FlowNode) {
        notReached.insert(ObjectIdentifier(node))
    }

    /// Ends the replay: what the flows it did not reach held, to navigate now, and what the
    /// others held, to drop; each in order of arrival.
    mutating func end() -> (navigate: [(node: FlowNode, step: any Step)], drop: [(node: FlowNode, step: any Step)]) {
        defer { self = ReplayHolds() }
        var navigate: [(node: FlowNode, step: any Step)] = []
        var drop: [(node: FlowNode, step: any Step)] = []
        for (node, steps) in held {
            let startsAfresh = notReached.contains(ObjectIdentifier(node)) && node.isRunning
            for step in steps {
                if startsAfresh { navigate.append((node, step)) } else { drop.append((node, step)) }
            }
        }
        return (navigate, drop)
    }
}
