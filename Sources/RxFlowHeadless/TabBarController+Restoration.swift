import Foundation
import RxFlow

/// Tabs keep their selected tab in navigation snapshots: the user picks a tab without a step,
/// so the flows cannot select it again themselves.
extension TabBarController: RestorablePresentable {
    /// The index of the selected tab (`NSNotFound` without tabs).
    public var restorationState: Int { selectedIndex }

    /// Selects the tab at `index`, without animation. Returns false, changing nothing, if there
    /// is no such tab (the flows made fewer tabs than when the snapshot was taken).
    public func restore(_ index: Int) -> Bool {
        if children.isEmpty { return index == NSNotFound }
        guard children.indices.contains(index) else { return false }
        selectedIndex = index
        return true
    }
}
