import Dispatch

/// A subscriber that hands values to a main-actor owner, wherever they are emitted.
///
/// Its methods are deliberately not main-actor isolated: publishers (a relay fed
/// from a background thread, an adapt publisher finishing on another queue) call
/// them from any thread, and Swift 6 traps when a main-actor closure is entered
/// from another thread. The handlers run only once the main queue is confirmed.
///
/// The owner is reached through its `BackReference` and the handlers are meant to be
/// non-capturing closures (`{ owner, value, _ in owner.react(to: value) }`): a sink then
/// costs one allocation.
///
/// A publisher may hand the subscription over on its own queue while the owner cancels on
/// the main actor (an `adapt` publisher using `subscribe(on:)`, a flow ending meanwhile):
/// the subscription and the cancelled flag are therefore guarded by a lock, and whichever
/// side comes second cancels the subscription.
class MainActorSink<Owner: AnyObject & Sendable, Input: Sendable>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Failure = Never
    /// Gets the owner, the value and the sink's tag.
    typealias Handler = @MainActor @Sendable (Owner, Input, Int) -> Void
    /// Gets the owner and the sink's tag.
    typealias FinishHandler = @MainActor @Sendable (Owner, Int) -> Void

    private let owner: BackReference<Owner>
    private let tag: Int
    private let demand: Subscribers.Demand
    private let onValue: Handler
    /// `onValue` without its isolation, called only on the main queue (which is the
    /// main actor's executor): the same conversion `MainActor.assumeIsolated` makes,
    /// done once here rather than for every value.
    private let onValueOnMainQueue: @Sendable (Owner, Input, Int) -> Void
    private let onFinished: FinishHandler?
    private let lock = Lock()
    // Guarded by `lock`.
    private var subscription = SubscriptionSlot()
    private var hasReceivedValue = false

    init(
        _ owner: BackReference<Owner>, tag: Int = 0, demand: Subscribers.Demand = .unlimited,
        onValue: @escaping Handler, onFinished: FinishHandler? = nil
    ) {
        self.owner = owner
        self.tag = tag
        self.demand = demand
        self.onValue = onValue
        self.onValueOnMainQueue = unsafeBitCast(onValue, to: (@Sendable (Owner, Input, Int) -> Void).self)
        self.onFinished = onFinished
    }

    func receive(subscription: any Subscription) {
        let kept = lock.withLock { self.subscription.keep(subscription) }
        // Outside the lock: a publisher may deliver synchronously from `request`, and a
        // handler may cancel this sink.
        subscription.start(ifKept: kept, demand: demand)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        // Only a sink that reports "finished without a value" needs to know, and takes the
        // lock for it: see `receive(completion:)`.
        if onFinished != nil { lock.withLock { hasReceivedValue = true } }
        if MainQueue.isCurrent {
            // The common case: no allocation, no hop.
            if let owner = owner.target { onValueOnMainQueue(owner, input, tag) }
        } else {
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated {
                    if let owner = owner.target { onValue(owner, input, tag) }
                }
            }
        }
        return .none
    }

    /// Calls `onFinished` if the publisher finished without a value. A publisher that
    /// delivers on a concurrent queue (`receive(on: DispatchQueue.global())`) may have its
    /// value and its completion hop to the main queue in either order: the value wins, so
    /// the flag is checked both when the completion arrives and once on the main queue.
    func receive(completion: Subscribers.Completion<Never>) {
        let sawValue = lock.withLock {
            subscription.finished()
            return hasReceivedValue
        }
        guard let onFinished, !sawValue else { return }
        MainQueue.run { [self] in
            guard !lock.withLock({ hasReceivedValue }) else { return }
            if let owner = owner.target { onFinished(owner, tag) }
        }
    }

    func cancel() {
        lock.withLock { subscription.cancel() }?.cancel()
    }
}
