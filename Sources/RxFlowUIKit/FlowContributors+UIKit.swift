#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import UIKit

    extension FlowContributors {
        /// Contributes `viewController` with its stepper (its view model): the stepper's steps
        /// are navigated while the screen is visible, until it is dismissed. For a screen
        /// without `SteppingScreen` the compiler says that `'UIViewController'` (its base class)
        /// must conform to it: add `ScreenWithViewModel` or `SteppingScreen` to the screen.
        public static func viewController<Screen: UIViewController & SteppingScreen>(
            _ viewController: Screen
        ) -> FlowContributors {
            .one(
                flowContributor: .contribute(
                    withNextPresentable: viewController, withNextStepper: viewController.stepper))
        }

        /// Contributes a (presented) navigation controller with its root screen's stepper: when
        /// the navigation controller is dismissed, the contribution ends. Returns `.none` if the
        /// root screen is not a `SteppingScreen`.
        public static func navigationController(_ navigationController: UINavigationController) -> FlowContributors {
            guard let root = navigationController.viewControllers.first as? any SteppingScreen else {
                return .none
            }
            return .one(
                flowContributor: .contribute(withNextPresentable: navigationController, withNextStepper: root.stepper))
        }
    }
#endif
