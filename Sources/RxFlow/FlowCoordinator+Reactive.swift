extension Reactive where Base == FlowCoordinator {
    /// Emits `(flow, step)` just before a flow of the tree navigates to a step
    /// (after `adapt`), on the main actor.
    @MainActor
    public var willNavigate: AnyPublisher<(any Flow, any Step), Never> {
        base.tree.willNavigatePublisher
    }

    /// Emits `(flow, step)` just after a flow of the tree has navigated to a step,
    /// on the main actor: once its `navigate(to:)` returned, before the coordinator starts
    /// what it contributed (a `NavigationSnapshot` taken now does not have them yet).
    @MainActor
    public var didNavigate: AnyPublisher<(any Flow, any Step), Never> {
        base.tree.didNavigatePublisher
    }
}
