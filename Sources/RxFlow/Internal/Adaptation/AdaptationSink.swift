/// Receives what a flow's adapt publisher delivers: its first value, or its completion
/// without a value. Tagged with the adaptation's generation, so late deliveries of an
/// adaptation that is over are recognised and ignored.
final class AdaptationSink: MainActorSink<FlowNode, any Step>, @unchecked Sendable {
    /// The flow being adapted.
    let flow: ObjectIdentifier
    /// Set by the default `adapt(step:)`'s publisher of `flow` itself when it is subscribed
    /// to directly: the flow's type uses the default, so its later steps skip `adapt`
    /// altogether. Written and read on the subscribing (main) thread only.
    var deliveredByDefaultAdapt = false

    init(_ node: BackReference<FlowNode>, flow: ObjectIdentifier, generation: Int) {
        self.flow = flow
        super.init(
            node, tag: generation, demand: .max(1),
            onValue: { node, step, generation in node.adaptationDelivered(step, generation: generation) },
            onFinished: { node, generation in node.adaptationDelivered(nil, generation: generation) })
    }
}
