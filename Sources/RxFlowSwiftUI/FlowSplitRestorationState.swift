/// What a navigation snapshot keeps of a `FlowSplit` whose selection values are `Codable`:
/// what the user changes without a step (the sidebar's selection, the columns shown in regular
/// width, the column on top in compact width). The columns are set again by the flow that set
/// them; the width is the window's, which `FlowSplitView` writes at launch.
public struct FlowSplitRestorationState<Selection: Hashable & Codable>: Codable, Hashable {
    /// What the sidebar selects, if anything.
    public let selection: Selection?
    /// The columns shown in regular width.
    public let columnVisibility: SplitColumnVisibility
    /// The column on top in compact width.
    public let compactColumn: SplitColumn

    /// A split view's state.
    public init(selection: Selection?, columnVisibility: SplitColumnVisibility, compactColumn: SplitColumn) {
        self.selection = selection
        self.columnVisibility = columnVisibility
        self.compactColumn = compactColumn
    }
}

extension FlowSplitRestorationState: Sendable where Selection: Sendable {}
