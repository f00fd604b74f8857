/// The subscriber behind `bind(to:)`: relays a publisher's values to a relay it holds
/// weakly, and cancels its upstream subscription when cancelled, whether or not the relay is
/// still there.
///
/// Why not `publisher.subscribe(relay)`: OpenCombine's subject subscriber treats a released
/// subject as "already cancelled" and then never cancels its upstream, so in the usual
/// order of a view model's release (its relay before its cancellables) the source and its
/// subscription stayed alive. Here cancelling always reaches the upstream.
final class RelayFeed<Element>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = Element
    typealias Failure = Never

    private weak var relay: PublishRelay<Element>?
    private let lock = Lock()
    // Guarded by `lock`.
    private var subscription = SubscriptionSlot()

    init(relay: PublishRelay<Element>) {
        relay.markFedByPublisher()
        self.relay = relay
    }

    func receive(subscription: any Subscription) {
        let kept = lock.withLock { self.subscription.keep(subscription) }
        // Outside the lock: a publisher may deliver from `request`.
        subscription.start(ifKept: kept, demand: .unlimited)
    }

    func receive(_ input: Element) -> Subscribers.Demand {
        relay?.accept(input)
        return .none
    }

    /// The relay never completes: the source finishing only ends this feed.
    func receive(completion: Subscribers.Completion<Never>) {
        lock.withLock { subscription.finished() }
    }

    func cancel() {
        lock.withLock { subscription.cancel() }?.cancel()
    }
}
