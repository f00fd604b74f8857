/// What a navigation snapshot keeps of a `FlowTabs` whose tab values are `Codable`: the
/// selected tab, which the user changes without a step. The tabs themselves are added again
/// by the flow that added them.
public struct FlowTabsRestorationState<Tab: Hashable & Codable>: Codable, Hashable {
    /// The selected tab's value, if any.
    public let selectedTab: Tab?

    /// A tab view's state.
    public init(selectedTab: Tab?) {
        self.selectedTab = selectedTab
    }
}

extension FlowTabsRestorationState: Sendable where Tab: Sendable {}
