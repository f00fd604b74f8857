#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import UIKit

    /// A tab bar controller keeps its selected tab in navigation snapshots: the user picks a tab
    /// without a step, so the flows cannot select it again themselves.
    extension UITabBarController: RestorablePresentable {
        /// `selectedIndex`: `NSNotFound` while the More navigation controller is selected.
        public var restorationState: Int { selectedIndex }

        /// Selects the tab at `index` (`selectedIndex`, which does not animate). Returns false,
        /// changing nothing, if there is no such tab (the flows made fewer tabs than when the
        /// snapshot was taken, or the More tab was selected).
        public func restore(_ index: Int) -> Bool {
            let tabs = viewControllers ?? []
            if tabs.isEmpty { return index == selectedIndex }
            guard tabs.indices.contains(index) else { return false }
            selectedIndex = index
            return true
        }
    }
#endif
