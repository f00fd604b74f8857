/// The publisher the default `adapt(step:)` returns: `Just(step)`, which also tells the
/// engine's own subscriber that it came from the default of the very flow being adapted.
///
/// That is how a node learns, on its first step, that its flow's type does not declare
/// `adapt(step:)`; it then skips the call and the publisher for every later step. Any
/// other subscriber gets the plain `Just` behaviour.
///
/// Why the flow's identity: a flow that declares its own `adapt` may hand some steps to
/// another flow's default `adapt` (a composed flow, a helper) and guard the others. Its
/// publisher then comes from a default too, but not from its own: only a default called on
/// the adapted flow itself proves that the flow's type has no `adapt` of its own (a type
/// that declares one never reaches the default on itself).
struct DefaultAdaptation: Publisher {
    typealias Output = any Step
    typealias Failure = Never

    let step: any Step
    /// The flow whose default `adapt` made this publisher.
    let flow: ObjectIdentifier

    func receive<S: Subscriber>(subscriber: S) where S.Input == any Step, S.Failure == Never {
        if let sink = subscriber as? AdaptationSink, sink.flow == flow { sink.deliveredByDefaultAdapt = true }
        Just(step).receive(subscriber: subscriber)
    }
}
