/// Which columns of a `FlowSplit` show in regular width, as SwiftUI's
/// `NavigationSplitViewVisibility` says it.
public enum SplitColumnVisibility: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The platform's choice. The model cannot know it, so it counts every column visible, as
    /// a large iPad in landscape or a Mac window shows them.
    case automatic
    /// Every column.
    case all
    /// Two columns: the content and the detail (the sidebar and the detail without content).
    case doubleColumn
    /// The detail alone.
    case detailOnly

    /// The case's name.
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .all: "all"
        case .doubleColumn: "doubleColumn"
        case .detailOnly: "detailOnly"
        }
    }
}
