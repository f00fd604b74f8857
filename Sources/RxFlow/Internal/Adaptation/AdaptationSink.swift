/// Receives what a flow's adapt publisher delivers: its first value, or its completion
/// without a value. Tagged with the adaptation's generation, so late deliveries of an
/// adaptation that is over are recognised and ignored.
final class AdaptationSink: MainActorSink<FlowNode, any Step>, @unchecked Sendable {
    /// Set by the default `adapt(step:)`'s publisher when it is subscribed to directly: the
    /// flow's type uses the default, so its later steps skip `adapt` altogether.
    /// Written and read on the subscribing (main) thread only.
    var deliveredByDefaultAdapt = false

    init(_ node: BackReference<FlowNode>, generation: Int) {
        super.init(
            node, tag: generation, demand: .max(1),
            onValue: { node, step, generation in node.adaptationDelivered(step, generation: generation) },
            onFinished: { node, generation in node.adaptationDelivered(nil, generation: generation) })
    }
}
