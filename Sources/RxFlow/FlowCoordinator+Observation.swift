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
        // `@Sendable`: not isolated to the main actor, so the cancellable may be cancelled or
        // released on any thread (a main-actor closure would trap there in Swift 6).
        return AnyCancellable { @Sendable in observation.cancel() }
    }

    /// Every event of this coordinator's tree from now on, as an async sequence, for a
    /// `for await event in coordinator.events` loop on the main actor. Events are buffered
    /// until they are read; the observation stops when the loop (or its task) ends.
    ///
    /// The sequence finishes once the coordinator is released (after the events of its
    /// flow's end), so a loop over it ends by itself and keeps nothing of the tree alive.
    public var events: AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream()
        let id = tree.addObserver { continuation.yield($0) }
        tree.onClose(of: id) { continuation.finish() }
        let observation = EventObservation(tree: tree, id: id)
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}

/// An observer registered with a tree, which may be stopped from any thread (a cancellable
/// released anywhere, an async sequence's termination).
///
/// It reaches the tree through a back reference: an observation the app keeps does not keep a
/// released coordinator's tree alive, and still stops one that lives on for its leak checks.
private final class EventObservation: Sendable {
    private let tree: BackReference<NavigationTree>
    private let id: Int

    @MainActor
    init(tree: NavigationTree, id: Int) {
        self.tree = tree.observationReference
        self.id = id
    }

    func cancel() {
        MainQueue.run { [tree, id] in tree.target?.removeObserver(id) }
    }
}
