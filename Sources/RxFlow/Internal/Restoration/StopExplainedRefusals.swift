/// Which refused states a restoration that stopped leaves out of its report, because the
/// stop explains them: a container whose state describes more than was rebuilt (a stack
/// deeper than the screens pushed again) refuses it when a flow that made part of it stopped
/// short. The report names the stop once, not the container as well; a state that a flow the
/// replay went all through refuses is a problem of its own, and is named.
///
/// A refused presentable is explained by the stop when either:
/// 1. a flow the replay stopped short of kept its state: it is that flow's root or one of its
///    contributions (a child flow rooted in its parent's stack keeps the stack's state too);
/// 2. its state counts a presentable of such a flow that is there now
///    (`RestorablePresentable.restorationStateCounts(_:)`): the flow's root, or what its
///    replayed navigations contributed. That is a child flow that pushes on its parent's stack
///    without being rooted in it, whose own record keeps no state of the stack. A flow that
///    stopped at its first navigation, and whose root is not on the stack, left nothing there
///    to find: the stack is named then.
///
/// Rule 2 is worked out on the first refusal that rule 1 does not explain, once: a complete
/// restoration, or one without a refusal, pays nothing for it.
@MainActor
struct StopExplainedRefusals {
    /// The keys of the flow records the replay stopped before finishing.
    private let stoppedShort: Set<Int>
    /// Rule 1: the presentables whose state a flow stopped short of kept.
    private var keptByStoppedFlows = Set<ObjectIdentifier>()
    /// The nodes of the flows stopped short of (rule 2), until their presentables are listed.
    private var stoppedNodes: [FlowNode] = []
    /// Rule 2: the presentables of the flows stopped short of that are there; nil until needed.
    private var madeByStoppedFlows: [any Presentable]?

    /// `stoppedShort`: the keys of the flow records the replay stopped before finishing (none
    /// when it did not stop); `nodes`: the nodes by record key.
    init(stoppedShort: Set<Int>, nodes: [FlowNode?]) {
        self.stoppedShort = stoppedShort
        for key in stoppedShort.sorted() {
            if let node = nodes[key], node.isRunning { stoppedNodes.append(node) }
        }
    }

    /// True when the replay stopped: only then can a refusal be explained, and are the states
    /// kept worth noting.
    var replayStopped: Bool { !stoppedShort.isEmpty }

    /// The flow record of key `flowKey` kept the state of `presentable` (as its root's, or a
    /// contribution's).
    mutating func noteState(of presentable: any Presentable, keptBy flowKey: Int) {
        if stoppedShort.contains(flowKey) { keptByStoppedFlows.insert(ObjectIdentifier(presentable)) }
    }

    /// True when the stop explains that `presentable` refused its state.
    mutating func explain(_ presentable: any Presentable) -> Bool {
        if keptByStoppedFlows.contains(ObjectIdentifier(presentable)) { return true }
        guard !stoppedNodes.isEmpty, let restorable = presentable as? any RestorablePresentable else {
            return false
        }
        let made = madeByStoppedFlows ?? listMadeByStoppedFlows()
        for item in made where item !== presentable && restorable.restorationStateCounts(item) { return true }
        return false
    }

    /// The roots of the flows stopped short of and what their replayed navigations contributed
    /// that is still there.
    private mutating func listMadeByStoppedFlows() -> [any Presentable] {
        var made: [any Presentable] = []
        for node in stoppedNodes {
            if let root = node.flow?.root { made.append(root) }
            for entry in node.journal {
                for case .contribution(let contribution) in entry.items {
                    if let presentable = contribution.currentPresentable { made.append(presentable) }
                }
            }
        }
        madeByStoppedFlows = made
        return made
    }
}
