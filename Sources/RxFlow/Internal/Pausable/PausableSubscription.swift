import Foundation

/// The state of one subscription to a `PausablePublisher`: the pauser's latest value, how
/// many values went through, and the two upstream subscriptions.
///
/// Both upstreams may emit on any thread. As RxFlow's operators do, every event is handled
/// under one recursive lock, held while the downstream is called: the downstream gets its
/// events one at a time (Combine's rule), and may request or cancel from within them.
final class PausableSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    // Guarded by `lock`.
    private var downstream: Downstream?
    private var isPaused = true
    private var forwardedCount = 0
    private let unpausedCount: Int
    private let finishesWithPauser: Bool
    private var upstreamSubscription: (any Subscription)?
    private var pauserSubscription: (any Subscription)?
    /// What the downstream requested before the upstream's subscription arrived.
    private var pendingDemand = Subscribers.Demand.none

    init(downstream: Downstream, unpausedCount: Int, finishesWithPauser: Bool) {
        self.downstream = downstream
        self.unpausedCount = unpausedCount
        self.finishesWithPauser = finishesWithPauser
    }

    // MARK: - Downstream

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        if let upstreamSubscription {
            upstreamSubscription.request(demand)
        } else {
            pendingDemand += demand
        }
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let subscriptions = (upstreamSubscription, pauserSubscription)
        upstreamSubscription = nil
        pauserSubscription = nil
        lock.unlock()
        subscriptions.0?.cancel()
        subscriptions.1?.cancel()
    }

    // MARK: - The upstream

    func upstreamSubscribed(_ subscription: any Subscription) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil, upstreamSubscription == nil else { return subscription.cancel() }
        upstreamSubscription = subscription
        let demand = pendingDemand
        pendingDemand = .none
        if demand > .none { subscription.request(demand) }
    }

    /// Passes `value` on, or drops it and asks the upstream for another in its place.
    func upstreamReceived(_ value: Downstream.Input) -> Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        guard let downstream else { return .none }
        guard forwardedCount < unpausedCount || !isPaused else { return .max(1) }
        forwardedCount += 1
        return downstream.receive(value)
    }

    func upstreamCompleted(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        defer { lock.unlock() }
        upstreamSubscription = nil  // over: nothing to cancel
        finish(completion)
    }

    // MARK: - The pauser

    func pauserSubscribed(_ subscription: any Subscription) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil, pauserSubscription == nil else { return subscription.cancel() }
        pauserSubscription = subscription
        subscription.request(.unlimited)
    }

    func pauserReceived(_ resume: Bool) {
        lock.lock()
        defer { lock.unlock() }
        isPaused = !resume
    }

    func pauserCompleted(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        defer { lock.unlock() }
        pauserSubscription = nil  // over: nothing to cancel
        // Finished, `withPauser`'s latest value stays in force (RxSwift's `withLatestFrom`).
        if case .finished = completion, !finishesWithPauser { return }
        finish(completion)
    }

    // MARK: - Ending

    /// Ends the downstream once, and cancels what is still subscribed. Called under the lock.
    private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        let subscriptions = (upstreamSubscription, pauserSubscription)
        upstreamSubscription = nil
        pauserSubscription = nil
        subscriptions.0?.cancel()
        subscriptions.1?.cancel()
        downstream.receive(completion: completion)
    }
}
