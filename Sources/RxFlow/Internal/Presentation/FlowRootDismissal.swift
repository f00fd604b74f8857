/// The publisher the default `rxDismissed` of a flow returns: its root's dismissal, which
/// also tells the engine's own probe that it came from the default of the very flow being
/// watched.
///
/// That is how a node learns, the first time it watches a flow of a type, whether the type
/// declares its own `rxDismissed` (as an RxFlow 2.x flow may): a type that declares one
/// never reaches this default on itself. The answer is kept per type
/// (`FlowDismissalMemo`), so later flows of the type cost nothing more. Any other
/// subscriber gets the root's dismissal.
struct FlowRootDismissal: Publisher {
    typealias Output = Void
    typealias Failure = Never

    let root: AnyPublisher<Void, Never>
    /// The flow whose default `rxDismissed` made this publisher.
    let flow: ObjectIdentifier

    func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        if let probe = subscriber as? FlowDismissalSink, probe.flow == flow {
            // The engine watches the root itself (through its state when it keeps one).
            probe.reachedRootDismissal = true
            return
        }
        root.receive(subscriber: subscriber)
    }
}
