/// The subscriber a `PausablePublisher` gives its upstream: hands everything to the
/// subscription.
final class PausableUpstreamSink<Downstream: Subscriber>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let subscription: PausableSubscription<Downstream>

    init(_ subscription: PausableSubscription<Downstream>) {
        self.subscription = subscription
    }

    func receive(subscription upstream: any Subscription) { subscription.upstreamSubscribed(upstream) }
    func receive(_ input: Input) -> Subscribers.Demand { subscription.upstreamReceived(input) }
    func receive(completion: Subscribers.Completion<Failure>) { subscription.upstreamCompleted(completion) }
}

/// The subscriber a `PausablePublisher` gives its pauser: hands everything to the
/// subscription.
final class PausablePauserSink<Downstream: Subscriber>: Subscriber, @unchecked Sendable {
    typealias Input = Bool
    typealias Failure = Downstream.Failure

    private let subscription: PausableSubscription<Downstream>

    init(_ subscription: PausableSubscription<Downstream>) {
        self.subscription = subscription
    }

    func receive(subscription pauser: any Subscription) { subscription.pauserSubscribed(pauser) }
    func receive(_ input: Bool) -> Subscribers.Demand {
        subscription.pauserReceived(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { subscription.pauserCompleted(completion) }
}
