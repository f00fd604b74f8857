import RxFlow

extension FlowContributors {
    /// Contributes `route` with its view model: the view model's steps are navigated while the
    /// route is visible, until it is dismissed (then both are released). Returns `.none` for a
    /// route without a view model.
    public static func route<Route>(_ route: FlowRoute<Route>) -> FlowContributors {
        guard let viewModel = route.viewModel else { return .none }
        return .one(flowContributor: .contribute(withNextPresentable: route, withNextStepper: viewModel))
    }
}
