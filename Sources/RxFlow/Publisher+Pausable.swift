extension Publisher {
    /// Lets a value through only while `pauser`'s latest value is `true`: RxFlow 2.x's
    /// `pausable(withPauser:)` (a `withLatestFrom` on the pauser).
    ///
    /// `pauser` is subscribed to first. Values are dropped until it has emitted, and while its
    /// latest value is `false`; a dropped value does not use the subscriber's demand. When
    /// `pauser` finishes, its latest value keeps applying; when it fails, the failure is
    /// passed on. The result finishes or fails with this publisher.
    ///
    /// ```swift
    /// viewModel.steps.pausable(withPauser: screen.rxVisible)  // steps only while visible
    /// ```
    public func pausable<Pauser: Publisher>(withPauser pauser: Pauser) -> AnyPublisher<Output, Failure>
    where Pauser.Output == Bool, Pauser.Failure == Failure {
        PausablePublisher(upstream: self, pauser: pauser, unpausedCount: 0, finishesWithPauser: false)
            .eraseToAnyPublisher()
    }

    /// Lets the first `count` values through whatever `pauser` says, then only those that
    /// come while `pauser`'s latest value is `true`: RxFlow 2.x's
    /// `pausable(afterCount:withPauser:)`.
    ///
    /// After the first `count` values, a value is dropped until `pauser` has emitted `true`,
    /// and while its latest value is `false`; a dropped value does not use the subscriber's
    /// demand. `pauser` is subscribed to first. The result finishes or fails with this
    /// publisher, and also with `pauser`.
    public func pausable<Pauser: Publisher>(afterCount count: Int, withPauser pauser: Pauser) -> AnyPublisher<
        Output, Failure
    >
    where Pauser.Output == Bool, Pauser.Failure == Failure {
        PausablePublisher(upstream: self, pauser: pauser, unpausedCount: count, finishesWithPauser: true)
            .eraseToAnyPublisher()
    }
}
