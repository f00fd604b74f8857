/// A node's watch on its flow's dismissal: a dismissed root ends the flow.
final class FlowRootListener: PresentationListener {
    private let node: BackReference<FlowNode>

    init(_ node: BackReference<FlowNode>) {
        self.node = node
    }

    override func dismissed() {
        node.target?.flowWasDismissed()
    }
}
