import RxFlow

/// Every step the benchmark flows understand.
enum BenchStep: Step {
    /// A step that navigates nowhere (`step`, `baseline-direct`).
    case tick
    /// Pushes a new screen (`push`, `push-onestepper`, `push-memory`).
    case push
    /// Dismisses the top pushed screen (`push-pop`).
    case pop
    /// The initial step of a pushed screen's `OneStepper` (`push-onestepper`).
    case pushed
    /// Opens a child flow (`child-cycle`).
    case open
    /// The child flow's initial step (`child-cycle`, `deeplink-*`).
    case childStart
    /// Emitted by the child's root stepper: the child is done (`child-cycle`).
    case childDone
    /// Forwarded to the parent when the child ends (`child-cycle`).
    case childEnded
    /// Opens the hub's child flows (`deeplink-*` set-up).
    case spawn
    /// Broadcast to every live flow (`deeplink-*`).
    case deepLink
    /// A `RouteFlow`'s first step: it pushes its root route with a view model (`route-*`, `tab-switch`).
    case routeStart
    /// Pushes a new route with a new view model on a `RouteFlow`'s stack (`route-*`).
    case routePush
    /// Pops the top route of a `RouteFlow`'s stack (`route-push-pop`).
    case routePop
    /// Replaces a `RouteFlow`'s path with its deep link's routes (`route-deeplink-*`).
    case routeDeepLink
}
