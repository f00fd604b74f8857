#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import UIKit

    /// A navigation controller keeps its depth in navigation snapshots: the flows push its
    /// screens again when a snapshot is restored, and the depth pops those the user had popped
    /// meanwhile (a navigation that pushed two screens is replayed whole, even if the user went
    /// back from one).
    extension UINavigationController: RestorablePresentable {
        /// How many view controllers the stack holds.
        public var restorationState: Int { viewControllers.count }

        /// Pops the view controllers above `depth`, without animation. Returns false, changing
        /// nothing, if the stack holds fewer (the flows did not push them again).
        public func restore(_ depth: Int) -> Bool {
            let stack = viewControllers
            guard depth >= 0, depth <= stack.count else { return false }
            if depth < stack.count { setViewControllers(Array(stack.prefix(depth)), animated: false) }
            return true
        }

        /// True for a view controller on the stack: its depth counts it (a child flow that
        /// pushes on this stack without being rooted in it has its screens here).
        public func restorationStateCounts(_ presentable: any Presentable) -> Bool {
            viewControllers.contains { $0 === presentable }
        }
    }
#endif
