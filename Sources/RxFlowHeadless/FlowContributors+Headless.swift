import RxFlow

extension FlowContributors {
    /// Contributes `viewController` with its view model as stepper: the view model's steps are
    /// navigated while the screen is visible, until it is dismissed (then both are released).
    public static func viewController<Screen: ViewController & ViewModelBased>(
        _ viewController: Screen
    ) -> FlowContributors {
        .one(
            flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel)
        )
    }

    /// Contributes a (presented) navigation controller with its root screen's view model as
    /// stepper. The navigation controller is the presentable: when it is dismissed the
    /// contribution ends and the navigation controller, its screens and the view model are
    /// released. Returns `.none` if the root screen is not `ViewModelBased`.
    public static func navigationController(_ navigationController: NavigationController) -> FlowContributors {
        guard let root = navigationController.viewControllers.first as? any ViewModelBased else { return .none }
        return .one(
            flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: root.viewModel))
    }
}
