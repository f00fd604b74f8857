/// What `pausable(withPauser:)` and `pausable(afterCount:withPauser:)` return, before
/// erasure: `upstream`'s values, let through by `pauser`'s latest value.
struct PausablePublisher<Upstream: Publisher, Pauser: Publisher>: Publisher
where Pauser.Output == Bool, Pauser.Failure == Upstream.Failure {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    let upstream: Upstream
    let pauser: Pauser
    /// How many values pass first, whatever the pauser says.
    let unpausedCount: Int
    /// Whether the pauser finishing finishes the result (`afterCount`), or only leaves its
    /// latest value in force (`withPauser`, RxSwift's `withLatestFrom`).
    let finishesWithPauser: Bool

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = PausableSubscription(
            downstream: subscriber, unpausedCount: unpausedCount, finishesWithPauser: finishesWithPauser)
        subscriber.receive(subscription: subscription)
        // The pauser first, as RxFlow's operators subscribe: a pauser that emits on
        // subscription already applies to the first value.
        pauser.subscribe(PausablePauserSink(subscription))
        upstream.subscribe(PausableUpstreamSink(subscription))
    }
}
