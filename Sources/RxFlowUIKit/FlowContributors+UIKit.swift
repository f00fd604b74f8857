#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import UIKit

    extension FlowContributors {
        /// Contributes `viewController` with its view model as stepper: the view model's steps
        /// are navigated while the screen is visible, until it is dismissed.
        public static func viewController<Screen: UIViewController & ScreenWithViewModel>(
            _ viewController: Screen
        ) -> FlowContributors {
            .one(
                flowContributor: .contribute(
                    withNextPresentable: viewController, withNextStepper: viewController.viewModel))
        }

        /// Contributes a (presented) navigation controller with its root screen's view model as
        /// stepper: when the navigation controller is dismissed, the contribution ends. Returns
        /// `.none` if the root screen is not a `ScreenWithViewModel`.
        public static func navigationController(_ navigationController: UINavigationController) -> FlowContributors {
            guard let root = navigationController.viewControllers.first as? any ScreenWithViewModel else {
                return .none
            }
            return .one(
                flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: root.viewModel)
            )
        }
    }
#endif
