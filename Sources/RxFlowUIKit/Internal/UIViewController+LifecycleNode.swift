#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import RxFlow
    import UIKit

    // The lifecycle rules read UIKit's own properties (`isBeingDismissed` and
    // `isMovingFromParent` satisfy their requirements as they are).
    extension UIViewController: LifecycleNode {
        var parentNode: (any LifecycleNode)? { parent }
        var presentingNode: (any LifecycleNode)? { presentingViewController }
        var presentedNode: (any LifecycleNode)? { presentedViewController }
        var childNodes: [any LifecycleNode] { children }

        var trackedLifecycle: PresentationLifecycle? {
            objc_getAssociatedObject(self, AssociatedKeys.lifecycle) as? PresentationLifecycle
        }

        /// The screen's lifecycle, made on first use (and the hooks installed then): screens
        /// nobody asks about cost nothing. A screen asked about while on screen starts visible.
        var presentationLifecycle: PresentationLifecycle {
            if let lifecycle = trackedLifecycle { return lifecycle }
            LifecycleHooks.install()
            let lifecycle = PresentationLifecycle()
            if viewIfLoaded?.window != nil { lifecycle.viewDidAppear() }
            objc_setAssociatedObject(self, AssociatedKeys.lifecycle, lifecycle, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return lifecycle
        }
    }
#endif
