/// What navigated to what in a recorded run: a graph whose nodes are flow types and
/// presentable types, and whose edges are the kinds of navigation that happened between
/// them, labelled with the step's case name (`movieIsPicked`, not
/// `movieIsPicked(withId: 23452)`).
///
/// Build it from the events of a run (`coordinator.observe`, `coordinator.events`), or let a
/// `NavigationGraphRecorder` watch a coordinator, then export it as Mermaid or Graphviz DOT:
///
/// ```swift
/// let recorder = NavigationGraphRecorder(observing: coordinator)
/// coordinator.coordinate(flow: appFlow, with: appStepper)
/// // … the run …
/// try recorder.graph.mermaid.write(toFile: "navigation.mmd", atomically: true, encoding: .utf8)
/// ```
///
/// Nodes and edges appear once each, in the order they first appear in the events (the
/// root flow first); a run that navigates the same way gives the same graph, byte for byte.
///
/// Each flow's presentables are its own nodes: a screen type that two flows contribute is
/// drawn twice, once under each flow (`Node.flow` tells them apart).
///
/// Edges, and the events they come from:
/// - `contribution`: the flow contributed a presentable (`flow --step--> presentable`);
/// - `childFlow`: the flow started a child flow (`flow --step--> child flow`). For these two,
///   the step is the one whose navigation returned the contributor: the flow's latest
///   `didNavigate` (contributors are applied just after it);
/// - `forward`: the flow forwarded a step to its parent or to itself (`stepForwarded`);
/// - `end`: the flow returned `.end(forwardToParentFlowWithStep:)`; the edge goes to the
///   parent flow, with the step forwarded, if any. An `.end` of the root flow has no parent
///   flow to point to and draws no edge;
/// - `withoutContribution`: the flow navigated a step (`didNavigate`) and returned `.none`
///   (`flow --step--> flow`): a dismissal, a screen shown without a stepper. A flow that is
///   given a step it ignores draws one too (the engine cannot tell the two apart): drop such
///   steps in `adapt(step:)`, which also keeps them out of `didNavigate`.
public struct NavigationGraph: Sendable, Equatable {
    /// The flow types and presentable types, in order of first appearance.
    public let nodes: [Node]
    /// The kinds of navigation between them, in order of first appearance.
    public let edges: [Edge]

    /// The graph of the navigations in `events`, recorded from one coordinator, oldest first.
    ///
    /// Events from before the recording started are missing: an edge whose step was
    /// navigated before then has no step.
    public init(events: some Sequence<NavigationEvent>) {
        var builder = NavigationGraphBuilder()
        for event in events { builder.add(event) }
        self = builder.graph
    }

    init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The graph as a Mermaid flowchart (`flowchart TD`), which GitHub renders inside a
    /// `mermaid` code block. Flows are rounded, presentables square; child flows are
    /// thick arrows, forwards and ends dotted ones.
    public var mermaid: String { MermaidExport.text(of: self) }

    /// The graph in Graphviz's DOT language (`dot -Tsvg graph.dot > graph.svg`). Flows are
    /// rounded boxes, presentables boxes; child flows are bold edges, forwards and ends
    /// dashed ones.
    public var dot: String { DOTExport.text(of: self) }
}
