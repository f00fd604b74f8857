extension FlowCoordinator {
    /// Calls `handler` on the main actor with every event of this coordinator's tree (its
    /// flow, every child flow, their steps, contributions and drops), from now on, until the
    /// returned cancellable is cancelled or released.
    ///
    /// ```swift
    /// coordinator.observe { event in
    ///     if case .didNavigate(let flow, let step) = event { print("\(flow) → \(step)") }
    /// }
    /// .store(in: &cancellables)
    /// ```
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> AnyCancellable {
        let observation = EventObservation(tree: tree, id: tree.addObserver(handler))
        return AnyCancellable { observation.cancel() }
    }

    /// Every event of this coordinator's tree from now on, as an async sequence, for a
    /// `for await event in coordinator.events` loop on the main actor. Events are buffered
    /// until they are read; the observation stops when the loop (or its task) ends.
    public var events: AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream()
        let observation = EventObservation(tree: tree, id: tree.addObserver { continuation.yield($0) })
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}

/// An observer registered with a tree, which may be stopped from any thread (a cancellable
/// released anywhere, an async sequence's termination).
private final class EventObservation: @unchecked Sendable {
    // Used on the main queue only.
    private let tree: NavigationTree
    private let id: Int

    init(tree: NavigationTree, id: Int) {
        self.tree = tree
        self.id = id
    }

    func cancel() {
        MainQueue.run { [self] in tree.removeObserver(id) }
    }
}
