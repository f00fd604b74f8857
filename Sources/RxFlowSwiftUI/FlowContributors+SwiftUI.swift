import RxFlow

extension FlowContributors {
    /// Contributes `route` with its view model: the view model's steps are navigated while the
    /// route is visible, until it is dismissed (then both are released). Returns `.none` for a
    /// route without a view model.
    @inlinable
    public static func route<Route>(_ route: FlowRoute<Route>) -> FlowContributors {
        guard let viewModel = route.viewModel else { return .none }
        return .one(flowContributor: .contribute(withNextPresentable: route, withNextStepper: viewModel))
    }
}

extension FlowContributors {
    /// Contributes `tab`, a tab that is a screen of its own, with its view model: its steps are
    /// navigated while the tab is selected and shown, until its tabs end. Returns `.none` for a
    /// tab without a view model (a tab holding a flow's stack is contributed as that flow).
    public static func tab<Tab>(_ tab: FlowTab<Tab>) -> FlowContributors {
        guard let viewModel = tab.viewModel else { return .none }
        return .one(flowContributor: .contribute(withNextPresentable: tab, withNextStepper: viewModel))
    }
}
