#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import UIKit

    /// A restoration takes a screen away again at the moment the user had (Back, a sheet
    /// swiped down), so that the navigations replayed after that find the containers the user
    /// left them.
    extension UIViewController: DismissiblePresentable {
        /// Leaves as the user's Back or swipe makes it leave, without animation: a screen above
        /// the root of a navigation controller is popped with the screens above it, a presented
        /// screen is dismissed with what it presents. Returns false for any other (the root of
        /// a stack, a tab, a column of a split view: taking it away would take its container
        /// too). UIKit updates the containers at once; the screen reports its dismissal once it
        /// has disappeared.
        public func dismissForRestoration() -> Bool {
            if let stack = parent as? UINavigationController {
                let screens = stack.viewControllers
                guard let index = screens.firstIndex(where: { $0 === self }), index > 0 else { return false }
                stack.setViewControllers(Array(screens.prefix(index)), animated: false)
                return true
            }
            guard parent == nil, let presenter = presentingViewController else { return false }
            presenter.dismiss(animated: false)
            return true
        }
    }
#endif
