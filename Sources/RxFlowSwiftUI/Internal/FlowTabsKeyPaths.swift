/// The key paths of a `FlowTabs`' observed properties, made once per tab type
/// (`KeyPathCache`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct FlowTabsKeyPaths<Tab: Hashable> {
    let tabs = \FlowTabs<Tab>.tabs
    let selectedTab = \FlowTabs<Tab>.selectedTab
    let warnings = \FlowTabs<Tab>.warnings
    let animatesLastChange = \FlowTabs<Tab>.animatesLastChange
}
