#if canImport(SwiftUI)
    import SwiftUI

    /// Renders a `FlowSplit`: a `NavigationSplitView` bound to its column visibility and its
    /// column on top in compact width, each column's view built by a closure (usually a
    /// `FlowStackView` of the column's stack; the sidebar's gets the selection binding for its
    /// `List(selection:)`), and the size class written to the model.
    ///
    /// It decides nothing: the user's selection, Back in compact width and a hidden sidebar are
    /// writes of the split view's bindings, where it applies its rules.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public struct FlowSplitView<Selection: Hashable, Sidebar: View, Content: View, Detail: View>: View {
        private let split: FlowSplit<Selection>
        private let sidebar: (Binding<Selection?>) -> Sidebar
        private let content: () -> Content
        private let detail: () -> Detail
        @Environment(\.horizontalSizeClass) private var sizeClass

        /// Renders a three-column `split`.
        public init(
            _ split: FlowSplit<Selection>, @ViewBuilder sidebar: @escaping (Binding<Selection?>) -> Sidebar,
            @ViewBuilder content: @escaping () -> Content, @ViewBuilder detail: @escaping () -> Detail
        ) {
            self.split = split
            self.sidebar = sidebar
            self.content = content
            self.detail = detail
        }

        /// The split view, told the size class.
        public var body: some View {
            let split = split
            return columns.onChange(of: sizeClass, initial: true) { _, sizeClass in
                split.isCompact = sizeClass == .compact
            }
        }

        @ViewBuilder private var columns: some View {
            let split = split
            let visibility = Binding(
                get: { @MainActor in Self.visibility(split.columnVisibility) },
                set: { @MainActor in split.columnVisibility = Self.visibility($0) })
            let compactColumn = Binding(
                get: { @MainActor in Self.column(split.compactColumn) },
                set: { @MainActor in split.setCompactColumn(Self.column($0)) })
            let selection = Binding(get: { @MainActor in split.selection }, set: { @MainActor in split.selection = $0 })
            if split.hasContentColumn {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    sidebar(selection)
                } content: {
                    content()
                } detail: {
                    detail()
                }
            } else {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    sidebar(selection)
                } detail: {
                    detail()
                }
            }
        }

        private static func visibility(_ visibility: SplitColumnVisibility) -> NavigationSplitViewVisibility {
            switch visibility {
            case .automatic: .automatic
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            }
        }

        private static func visibility(_ visibility: NavigationSplitViewVisibility) -> SplitColumnVisibility {
            switch visibility {
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            default: .automatic
            }
        }

        private static func column(_ column: SplitColumn) -> NavigationSplitViewColumn {
            switch column {
            case .sidebar: .sidebar
            case .content: .content
            case .detail: .detail
            }
        }

        private static func column(_ column: NavigationSplitViewColumn) -> SplitColumn {
            switch column {
            case .sidebar: .sidebar
            case .content: .content
            default: .detail
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    extension FlowSplitView where Content == EmptyView {
        /// Renders a two-column `split`.
        public init(
            _ split: FlowSplit<Selection>, @ViewBuilder sidebar: @escaping (Binding<Selection?>) -> Sidebar,
            @ViewBuilder detail: @escaping () -> Detail
        ) {
            self.init(split, sidebar: sidebar, content: { EmptyView() }, detail: detail)
        }
    }
#endif
