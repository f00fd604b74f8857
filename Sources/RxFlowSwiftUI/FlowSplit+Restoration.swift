import RxFlow

/// A split view whose selection values are `Codable` keeps what the user changed without a
/// step: the sidebar's selection (no step is sent again: the flow navigated its step already,
/// and the snapshot replays it), the columns shown, and the column on top in compact width.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowSplit: RestorablePresentable where Selection: Codable {
    /// The selection and the columns.
    public var restorationState: FlowSplitRestorationState<Selection> {
        FlowSplitRestorationState(
            selection: selectedValue, columnVisibility: columnVisibility, compactColumn: compactColumn)
    }

    /// Applies `state`; false (and nothing changed, no warning) if it brings the content
    /// column on top of a split view that has none.
    public func restore(_ state: FlowSplitRestorationState<Selection>) -> Bool {
        guard state.compactColumn != .content || hasContentColumn else { return false }
        selectedValue = state.selection
        compactColumn = state.compactColumn
        // Its observer settles the columns' visibility.
        columnVisibility = state.columnVisibility
        return true
    }
}
