import RxFlow

/// A stack whose routes are `Codable` is restored exactly: the flows push and present its
/// routes again, and the routes the user had left since are taken off, without animation
/// (when the user had, as `FlowRoute` is a `DismissiblePresentable`; this state takes off
/// what is left over at the end).
///
/// Only routes a navigation contributed come back (a route pushed by a navigation that
/// contributed nothing is not in the snapshot: give it a view model and contribute it). A stack
/// whose routes are not `Codable` is rebuilt by the flows alone: a route the user popped
/// comes back if the navigation that pushed it also pushed a route that stayed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowStack: RestorablePresentable where Route: Codable {
    /// The values of the routes on the path and presented over it.
    public var restorationState: FlowStackRestorationState<Route> {
        let (routes, presentations) = (storedRoutes, storedPresentations)
        return FlowStackRestorationState(
            path: routes.map(\.value),
            presentations: presentations.map { .init(value: $0.value, style: $0.style ?? .sheet) })
    }

    /// Keeps, of the routes the flows made again, those `state` has, in order, and dismisses
    /// the others (without animation, each once, as a pop or a dismissal does). Returns false,
    /// and changes nothing, if the routes made do not hold `state`'s in order (the flows now
    /// make other routes) or if the path would lose its root.
    public func restore(_ state: FlowStackRestorationState<Route>) -> Bool {
        let (routes, presentations) = (storedRoutes, storedPresentations)
        guard let path = Self.routes(of: routes, matching: state.path, by: { $0.value }),
            let presented = Self.routes(
                of: presentations, matching: state.presentations,
                by: { .init(value: $0.value, style: $0.style ?? .sheet) }),
            !path.isEmpty || routes.isEmpty
        else { return false }
        let removedPresentations = PathChange.removed(from: presentations, keeping: presented)
        let removedPath = PathChange.removed(from: routes, keeping: path)
        guard !removedPresentations.isEmpty || !removedPath.isEmpty else { return true }
        beginChange(animated: false)
        self.presentations = presented
        self.routes = path
        // Top first: what is presented is over the path.
        leave(removedPresentations + removedPath)
        return true
    }

    /// True for a route on the path or presented over it: the state lists it (a child flow that
    /// pushes on this stack without being rooted in it has its routes here).
    public func restorationStateCounts(_ presentable: any Presentable) -> Bool {
        storedRoutes.contains { $0 === presentable } || storedPresentations.contains { $0 === presentable }
    }

    /// The routes of `routes` whose keys are `keys`, in order, matched from the top: of two
    /// routes with the same key, the later one is kept. A route the user left was on top
    /// then, and what stays is what came after it (a deep link pushed a movie and its cast,
    /// the user went back from the cast and opened it again); nil if `keys` are not all found.
    private static func routes<Key: Equatable>(
        of routes: [FlowRoute<Route>], matching keys: [Key], by key: (FlowRoute<Route>) -> Key
    ) -> [FlowRoute<Route>]? {
        var kept: [FlowRoute<Route>] = []
        kept.reserveCapacity(keys.count)
        var next = keys.count - 1
        for route in routes.reversed() where next >= 0 && key(route) == keys[next] {
            kept.append(route)
            next -= 1
        }
        return next < 0 ? kept.reversed() : nil
    }
}
