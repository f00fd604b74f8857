#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    /// Hooks `viewDidAppear(_:)`, `viewDidDisappear(_:)` and `didMove(toParent:)` of every
    /// `UIViewController`, so that any screen reports to its lifecycle without subclassing.
    ///
    /// Why exchanging implementations: UIKit offers no way to observe the appearance callbacks
    /// of a view controller one did not write, other than overriding them in a subclass. The
    /// Objective-C runtime's documented `method_exchangeImplementations` swaps UIKit's
    /// implementation of each method, on `UIViewController` only, with one below that first
    /// calls UIKit's (now reached through the hook's own selector), then the router. Subclasses
    /// reach it through `super`, which Apple requires them to call in these three methods; a
    /// subclass that does not call `super` reports nothing.
    ///
    /// Once and thread-safely: `install()` is main-actor isolated, as UIKit is, so two calls
    /// never run at the same time, and the flag makes every call after the first a no-op (a
    /// second exchange would undo the first).
    @MainActor
    enum LifecycleHooks {
        private static var isInstalled = false

        static func install() {
            guard !isInstalled else { return }
            isInstalled = true
            exchange(
                #selector(UIViewController.viewDidAppear(_:)),
                with: #selector(UIViewController.rxFlowViewDidAppear(_:)))
            exchange(
                #selector(UIViewController.viewDidDisappear(_:)),
                with: #selector(UIViewController.rxFlowViewDidDisappear(_:)))
            exchange(
                #selector(UIViewController.didMove(toParent:)),
                with: #selector(UIViewController.rxFlowDidMove(toParent:)))
        }

        /// Both methods are `UIViewController`'s own (UIKit declares the first, the extension
        /// below the second), so the exchange changes no other class's methods.
        private static func exchange(_ original: Selector, with hook: Selector) {
            guard let originalMethod = class_getInstanceMethod(UIViewController.self, original),
                let hookMethod = class_getInstanceMethod(UIViewController.self, hook)
            else { return }  // Cannot happen with UIKit's methods; then nothing is hooked.
            method_exchangeImplementations(originalMethod, hookMethod)
        }
    }

    // After the exchange, each hook runs under UIKit's selector, and calling the hook's own
    // selector (`dynamic`: always through the Objective-C runtime) runs UIKit's original.
    extension UIViewController {
        @objc(rxflow_viewDidAppear:)
        fileprivate dynamic func rxFlowViewDidAppear(_ animated: Bool) {
            rxFlowViewDidAppear(animated)
            LifecycleRouter.viewDidAppear(self)
        }

        /// Reads `isBeingDismissed` and `isMovingFromParent`, which UIKit only sets during this
        /// callback (and `viewWillDisappear(_:)`).
        @objc(rxflow_viewDidDisappear:)
        fileprivate dynamic func rxFlowViewDidDisappear(_ animated: Bool) {
            rxFlowViewDidDisappear(animated)
            LifecycleRouter.viewDidDisappear(self)
        }

        @objc(rxflow_didMoveToParentViewController:)
        fileprivate dynamic func rxFlowDidMove(toParent parent: UIViewController?) {
            rxFlowDidMove(toParent: parent)
            LifecycleRouter.didMove(self, hasParent: parent != nil)
        }
    }
#endif
