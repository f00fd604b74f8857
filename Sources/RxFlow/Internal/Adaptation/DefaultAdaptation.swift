/// The publisher the default `adapt(step:)` returns: `Just(step)`, which also tells the
/// engine's own subscriber that it came from the default.
///
/// That is how a node learns, on its first step, that its flow's type does not declare
/// `adapt(step:)`; it then skips the call and the publisher for every later step. Any
/// other subscriber gets the plain `Just` behaviour.
struct DefaultAdaptation: Publisher {
    typealias Output = any Step
    typealias Failure = Never

    let step: any Step

    func receive<S: Subscriber>(subscriber: S) where S.Input == any Step, S.Failure == Never {
        (subscriber as? AdaptationSink)?.deliveredByDefaultAdapt = true
        Just(step).receive(subscriber: subscriber)
    }
}
