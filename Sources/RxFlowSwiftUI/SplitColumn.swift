/// A column of a `FlowSplit`, as SwiftUI's `NavigationSplitViewColumn` names it.
public enum SplitColumn: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The leading column: what the user selects from.
    case sidebar
    /// The middle column of a three-column split view.
    case content
    /// The trailing column.
    case detail

    /// The case's name.
    public var description: String {
        switch self {
        case .sidebar: "sidebar"
        case .content: "content"
        case .detail: "detail"
        }
    }
}
