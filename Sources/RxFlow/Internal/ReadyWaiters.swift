/// Where `Flows.use(_:when: .ready)` waiters wait until their flows are coordinated.
///
/// A waiter made during a navigation belongs to that navigation's tree. One made
/// outside any navigation (before the root flow is coordinated) waits in a short
/// list that the next root coordinator adopts; it holds its flows weakly, so a
/// waiter whose flows are never coordinated is dropped with them.
@MainActor
enum ReadyWaiters {
    private static var unattached: [ReadyWaiter] = []

    static func add(_ waiter: ReadyWaiter) {
        if let tree = FlowCoordinator.navigating?.tree {
            tree.root?.forEachLiveCoordinator { waiter.bind($0) }
            if waiter.isLookingForCoordinators { tree.unboundWaiters.append(waiter) }
        } else {
            unattached.removeAll { !$0.isLookingForCoordinators }
            unattached.append(waiter)
        }
    }

    /// Moves the unattached waiters that wait for `root`'s flow into `tree`.
    static func adoptUnattached(into tree: NavigationTree, for root: FlowCoordinator) {
        guard !unattached.isEmpty else { return }
        var remaining: [ReadyWaiter] = []
        for waiter in unattached {
            if waiter.bind(root) {
                if waiter.isLookingForCoordinators { tree.unboundWaiters.append(waiter) }
            } else if waiter.isLookingForCoordinators {
                remaining.append(waiter)
            }
        }
        unattached = remaining
    }

    /// Offers a coordinator that has just started to the waiters of its tree.
    static func bind(_ coordinator: FlowCoordinator, in tree: NavigationTree) {
        guard !tree.unboundWaiters.isEmpty else { return }
        for waiter in tree.unboundWaiters { waiter.bind(coordinator) }
        tree.unboundWaiters.removeAll { !$0.isLookingForCoordinators }
    }
}
