/// The upstream subscription of one of the engine's subscribers, which a publisher may hand
/// over on one thread while the subscriber is cancelled on another: whichever comes second
/// cancels it. The owner guards the slot with its lock, and calls the subscription outside
/// that lock (a publisher may deliver synchronously from `request`).
struct SubscriptionSlot {
    private var subscription: (any Subscription)?
    private var isCancelled = false

    /// Keeps `subscription`, unless the slot was cancelled or already holds one (a subscriber
    /// takes one subscription); returns false then, and the caller cancels it.
    mutating func keep(_ subscription: any Subscription) -> Bool {
        guard !isCancelled, self.subscription == nil else { return false }
        self.subscription = subscription
        return true
    }

    /// The upstream finished: there is nothing left to cancel.
    mutating func finished() {
        subscription = nil
    }

    /// Marks the slot cancelled and returns the subscription to cancel, if it holds one.
    mutating func cancel() -> (any Subscription)? {
        isCancelled = true
        defer { subscription = nil }
        return subscription
    }
}

extension Subscription {
    /// What a subscriber does with a subscription its slot kept (`request`) or refused
    /// (`cancel`), outside its lock.
    func start(ifKept kept: Bool, demand: Subscribers.Demand) {
        if kept {
            request(demand)
        } else {
            cancel()
        }
    }
}
