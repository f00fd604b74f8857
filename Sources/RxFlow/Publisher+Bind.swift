extension Publisher where Failure == Never {
    /// Feeds `relay` with every value of this publisher until the returned cancellable is
    /// cancelled or released: RxFlow's `observable.bind(to: steps)`.
    ///
    /// Same as `subscribe(relay)`. The relay ignores this publisher's completion, so it keeps
    /// relaying values from its other sources; the relay is held weakly, so a view model
    /// keeping both its relay and this cancellable makes no retain cycle.
    public func bind(to relay: PublishRelay<Output>) -> AnyCancellable {
        subscribe(relay)
    }
}

extension Publisher where Failure == Never, Output: Step {
    /// Feeds a stepper's `steps` relay with this publisher's steps (of a concrete `Step`
    /// type), until the returned cancellable is cancelled or released:
    /// `doneButtonTaps.map { AppStep.done }.bind(to: steps)`.
    ///
    /// The relay ignores this publisher's completion and is held weakly.
    public func bind(to relay: PublishRelay<any Step>) -> AnyCancellable {
        map { $0 as any Step }.subscribe(relay)
    }
}
