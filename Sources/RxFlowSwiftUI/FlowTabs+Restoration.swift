import RxFlow

/// Tabs whose values are `Codable` keep the selected tab: the flow adds its tabs again, then
/// the tab the user had selected is selected, without animation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowTabs: RestorablePresentable where Tab: Codable {
    /// The selected tab.
    public var restorationState: FlowTabsRestorationState<Tab> {
        FlowTabsRestorationState(selectedTab: selectedTab)
    }

    /// Selects the tab `state` has, without animation; false (and nothing changed, no warning)
    /// if there is no such tab now.
    public func restore(_ state: FlowTabsRestorationState<Tab>) -> Bool {
        guard let selected = state.selectedTab else { return selectedTab == nil }
        guard tab(selected) != nil else { return false }
        select(selected, animated: false)
        return true
    }
}
