/// https://developer.apple.com/documentation/swiftui/navigationsplitview
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:content:detail:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}

    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:detail:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn() }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn() }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn() }
}
