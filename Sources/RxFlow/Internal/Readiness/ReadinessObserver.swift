/// Told once whether a flow's current run became ready (`true`) or ended before that
/// (`false`): a `Flows.use(_:when: .ready)` waiter, or the readiness of a parent flow
/// whose first step contributed the flow.
@MainActor
protocol ReadinessObserver: AnyObject {
    func flowSettled(isReady: Bool)
}
