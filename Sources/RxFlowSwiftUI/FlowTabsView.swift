#if canImport(SwiftUI)
    import SwiftUI

    /// Renders `FlowTabs`: a `TabView` bound to their selection, each tab's view built by
    /// `content` (usually a `FlowStackView` of the tab's stack, with its `.tabItem`; for a tab
    /// holding a split view, a `FlowSplitView` of `tab.split(of:)`).
    ///
    /// It decides nothing: the user's switch (and a tap on the selected tab) is a write of
    /// `selection`, where the tabs apply their rules.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public struct FlowTabsView<Tab: Hashable, TabContent: View>: View {
        private let tabs: FlowTabs<Tab>
        private let content: (FlowTab<Tab>) -> TabContent

        /// Renders `tabs`, building each tab's view with `content`.
        public init(_ tabs: FlowTabs<Tab>, @ViewBuilder content: @escaping (FlowTab<Tab>) -> TabContent) {
            self.tabs = tabs
            self.content = content
        }

        /// The tab view; a selection the flow made with `animated: false` is not animated.
        public var body: some View {
            let (tabs, change, animated) = (tabs, tabs.changeCount, tabs.animatesLastChange)
            return TabView(
                selection: Binding(get: { @MainActor in tabs.selection }, set: { @MainActor in tabs.selection = $0 })
            ) {
                ForEach(tabs.tabs) { tab in content(tab).tag(Optional(tab.value)) }
            }
            .transaction(value: change) { transaction in
                if !animated { transaction.disablesAnimations = true }
            }
        }
    }
#endif
