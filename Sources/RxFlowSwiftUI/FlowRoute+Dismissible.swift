import RxFlow

/// A restoration takes a route away again at the moment the user had (Back, a sheet swiped
/// down), so that the navigations replayed after that find the stack the user left them.
extension FlowRoute: DismissiblePresentable {
    /// Leaves the stack, without animation, once (its contribution ends as after the user's
    /// Back): it alone leaves the path or the presentations. What was over it when the user
    /// took it away went then too, and is taken away with it if its navigation stayed (or
    /// not made again if it did not). Returns false for the root of a path (it leaves only
    /// when another replaces it) and for a route that has left.
    public func dismissForRestoration() -> Bool {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return false }
        guard !isDismissed else { return false }
        // The route's stack changed while the replay made it (see `RestoringStacks`).
        for case let stack as FlowStack<Route> in RestoringStacks.stacks where stack.takeAway(self) {
            return true
        }
        return false
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowStack {
    /// Takes `route` off the path (not the root) or the presentations, alone, without
    /// animation; false if it is not there.
    func takeAway(_ route: FlowRoute<Route>) -> Bool {
        if let index = storedPresentations.firstIndex(of: route) {
            beginChange(animated: false)
            presentations.remove(at: index)
            leave([route])
        } else if let index = storedRoutes.firstIndex(of: route), index > 0 {
            beginChange(animated: false)
            routes.remove(at: index)
            leave([route])
        } else {
            return false
        }
        return route.isDismissed
    }
}
