import Dispatch

/// A subscriber that hands values to the main actor, wherever they are emitted.
///
/// Its methods are deliberately not main-actor isolated: publishers (a relay fed
/// from a background thread, an adapt publisher finishing on another queue) call
/// them from any thread, and Swift 6 traps when a main-actor closure is entered
/// from another thread. The handlers run only once the main queue is confirmed.
final class MainActorSink<Input: Sendable>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Failure = Never

    private let demand: Subscribers.Demand
    private let onValue: @MainActor @Sendable (Input) -> Void
    private let onFinished: (@MainActor @Sendable () -> Void)?
    // Written on the main actor while subscribing and cancelling; the subscription
    // is itself thread-safe.
    private var subscription: (any Subscription)?
    private var isCancelled = false

    init(
        demand: Subscribers.Demand = .unlimited,
        onValue: @escaping @MainActor @Sendable (Input) -> Void,
        onFinished: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.demand = demand
        self.onValue = onValue
        self.onFinished = onFinished
    }

    func receive(subscription: any Subscription) {
        guard !isCancelled else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subscription.request(demand)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if MainQueue.isCurrent {
            // The common case, kept free of allocations: no escaping closure.
            MainActor.assumeIsolated { onValue(input) }
        } else {
            let onValue = self.onValue
            DispatchQueue.main.async { MainActor.assumeIsolated { onValue(input) } }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        guard let onFinished else { return }
        MainQueue.run(onFinished)
    }

    func cancel() {
        isCancelled = true
        subscription?.cancel()
        subscription = nil
    }
}
