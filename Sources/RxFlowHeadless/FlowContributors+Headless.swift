import RxFlow

extension FlowContributors {
    /// Contributes `viewController` with its stepper (its view model): the stepper's steps are
    /// navigated while the screen is visible, until it is dismissed (then both are released).
    /// For a screen without `SteppingScreen` the compiler says that `'ViewController'` (its
    /// base class) must conform to it: add `ScreenWithViewModel` or `SteppingScreen` to the screen.
    public static func viewController<Screen: ViewController & SteppingScreen>(
        _ viewController: Screen
    ) -> FlowContributors {
        .one(
            flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.stepper)
        )
    }

    /// Contributes a (presented) navigation controller with its root screen's stepper. The
    /// navigation controller is the presentable: when it is dismissed the contribution ends and
    /// the navigation controller, its screens and the stepper are released. Returns `.none` if
    /// the root screen is not a `SteppingScreen`.
    public static func navigationController(_ navigationController: NavigationController) -> FlowContributors {
        guard let root = navigationController.viewControllers.first as? any SteppingScreen else { return .none }
        return .one(
            flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: root.stepper))
    }
}
