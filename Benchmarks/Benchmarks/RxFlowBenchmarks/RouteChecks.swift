import RxFlow
import RxFlowSwiftUI

/// Checks shared by the workloads on `FlowStack`s, made outside the measured region.
@MainActor
enum RouteChecks {
    /// Stops the run unless `flow`'s stack holds `depth` routes, warned of nothing, and only
    /// its top route is visible.
    static func onlyTopVisible(_ flow: RouteFlow, depth: Int, after workload: String) {
        let routes = flow.stack.routes
        require(routes.count == depth, "\(workload): \(routes.count) routes on the path, not \(depth)")
        require(flow.stack.warnings.isEmpty, "\(workload): \(flow.stack.warnings)")
        require(
            routes.last?.isVisible == true && !routes.dropLast().contains(where: \.isVisible),
            "\(workload): the visible routes are not the top only")
    }

    /// Stops the run unless a step of the top route's view model is navigated: its
    /// contribution is live.
    static func topNavigates(_ flow: RouteFlow, after workload: String) {
        let ticks = flow.ticks
        tick(flow.stack.routes.last)
        require(flow.ticks == ticks + 1, "\(workload): the top route's view model was not listened to")
    }

    /// Emits `.tick` from `route`'s view model.
    static func tick(_ route: FlowRoute<BenchRoute>?) {
        route?.viewModel(as: RelayStepper.self)?.steps.accept(BenchStep.tick)
    }
}
