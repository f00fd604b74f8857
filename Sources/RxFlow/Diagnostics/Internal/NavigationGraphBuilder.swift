/// Turns navigation events, one at a time, into the nodes and edges of a `NavigationGraph`.
///
/// It keeps the graph and, for each running flow, what its edges need (its parent, its
/// latest step, the edge its latest navigation drew if it contributed nothing); a flow's entry
/// goes when the flow ends, so memory follows the size of the graph and of the tree, not the
/// length of the run.
struct NavigationGraphBuilder: Sendable {
    private typealias Node = NavigationGraph.Node
    private typealias Edge = NavigationGraph.Edge

    private var nodes: [Node] = []
    private var knownNodes: Set<Node> = []
    private var edges: [Edge] = []
    private var knownEdges: Set<Edge> = []
    /// The case name of each running flow's latest navigated step.
    private var latestStep: [FlowID: String] = [:]
    /// The parent of each running child flow.
    private var parents: [FlowID: FlowID] = [:]
    /// A flow that has just ended with `.end`: the engine reports the step it forwards (if
    /// any) right after its `flowEnded`, and the two make one `end` edge.
    private var endingFlow: FlowID?
    /// The `withoutContribution` edges drawn at the latest `didNavigate`s, by flow, until the
    /// next `willNavigate`: the engine reports what a navigation contributed just after its
    /// `didNavigate`, and an edge from the flow means the navigation did contribute, so its
    /// provisional edge goes. Only edges new to the graph are listed (an edge that an earlier
    /// navigation drew stays).
    private var provisionalEdges: [FlowID: Edge] = [:]

    /// The graph so far (an `.end` still waiting for its forward counts as one without step).
    var graph: NavigationGraph {
        var builder = self
        builder.finishEnd(step: nil)
        return NavigationGraph(nodes: builder.nodes, edges: builder.edges)
    }

    mutating func add(_ event: NavigationEvent) {
        if let endingFlow {
            if case .stepForwarded(let flow, let step, _) = event, flow == endingFlow {
                return finishEnd(step: StepKindName.of(step))
            }
            finishEnd(step: nil)
        }
        switch event {
        case .flowStarted(let flow, let parent):
            latestStep[flow] = nil
            parents[flow] = parent
            addNode(.flow(flow))
            if let parent {
                contributed(by: parent)
                addEdge(Edge(kind: .childFlow, from: .flow(parent), to: .flow(flow), step: latestStep[parent]))
            }
        case .willNavigate:
            // What the navigations before this one contributed has been reported.
            provisionalEdges.removeAll(keepingCapacity: true)
        case .didNavigate(let flow, let step):
            addNode(.flow(flow))
            let name = StepKindName.of(step)
            latestStep[flow] = name
            let edge = Edge(kind: .withoutContribution, from: .flow(flow), to: .flow(flow), step: name)
            if addEdge(edge) { provisionalEdges[flow] = edge }
        case .contributionStarted(let flow, let presentable, _):
            contributed(by: flow)
            addEdge(
                Edge(
                    kind: .contribution, from: .flow(flow),
                    to: Node(kind: .presentable, name: presentable, flow: flow.typeName), step: latestStep[flow]))
        case .stepForwarded(let flow, let step, let target):
            contributed(by: flow)
            addEdge(Edge(kind: .forward, from: .flow(flow), to: .flow(target), step: StepKindName.of(step)))
        case .flowEnded(let flow, let reason):
            if reason == .endedByFlow {
                // An end is what the navigation returned, even for the root flow (no edge).
                contributed(by: flow)
                endingFlow = flow
            } else {
                forget(flow)
            }
        default:
            // Adaptations, drops and the rest say nothing about what leads where.
            break
        }
    }

    /// Draws the `end` edge of `endingFlow`, if any, to its parent.
    private mutating func finishEnd(step: String?) {
        guard let flow = endingFlow else { return }
        endingFlow = nil
        if let parent = parents[flow] {
            addEdge(Edge(kind: .end, from: .flow(flow), to: .flow(parent), step: step))
        }
        forget(flow)
    }

    private mutating func forget(_ flow: FlowID) {
        latestStep[flow] = nil
        parents[flow] = nil
        provisionalEdges[flow] = nil
    }

    /// `flow`'s latest navigation contributed something: it was not one without contribution.
    private mutating func contributed(by flow: FlowID) {
        guard let edge = provisionalEdges.removeValue(forKey: flow) else { return }
        knownEdges.remove(edge)
        // It was appended a few events ago: search from the end.
        if let index = edges.lastIndex(of: edge) { edges.remove(at: index) }
    }

    private mutating func addNode(_ node: Node) {
        guard knownNodes.insert(node).inserted else { return }
        nodes.append(node)
    }

    /// Adds `edge` (and its nodes) unless the graph has it; returns whether it was new.
    @discardableResult
    private mutating func addEdge(_ edge: Edge) -> Bool {
        guard knownEdges.insert(edge).inserted else { return false }
        addNode(edge.from)
        addNode(edge.to)
        edges.append(edge)
        return true
    }
}

extension NavigationGraph.Node {
    /// The node of `flow`'s type.
    fileprivate static func flow(_ flow: FlowID) -> Self {
        Self(kind: .flow, name: flow.typeName)
    }
}
