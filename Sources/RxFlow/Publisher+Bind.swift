extension Publisher where Failure == Never {
    /// Feeds `relay` with every value of this publisher until the returned cancellable is
    /// cancelled or released: RxFlow's `observable.bind(to: steps)`.
    ///
    /// Like `subscribe(relay)`, except for one thing: cancelling always cancels this
    /// publisher's subscription, even once the relay is gone (with OpenCombine,
    /// `subscribe(relay)` leaves the source subscribed when the relay is released before the
    /// cancellable, as a view model's relay usually is). The relay ignores this publisher's
    /// completion, so it keeps relaying values from its other sources; the relay is held
    /// weakly, so a view model keeping both its relay and this cancellable makes no retain
    /// cycle.
    public func bind(to relay: PublishRelay<Output>) -> AnyCancellable {
        let feed = RelayFeed(relay: relay)
        subscribe(feed)
        return AnyCancellable(feed)
    }
}

extension Publisher where Failure == Never, Output: Step {
    /// Feeds a stepper's `steps` relay with this publisher's steps (of a concrete `Step`
    /// type), until the returned cancellable is cancelled or released:
    /// `doneButtonTaps.map { AppStep.done }.bind(to: steps)`.
    ///
    /// The relay ignores this publisher's completion and is held weakly.
    public func bind(to relay: PublishRelay<any Step>) -> AnyCancellable {
        // `@Sendable`: not isolated to the caller's actor (a main-actor view model), since
        // the source may emit on any thread.
        map { @Sendable step in step as any Step }.bind(to: relay)
    }
}
