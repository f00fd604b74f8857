import RxFlowSwiftUI

extension FlowTestStore {
    // MARK: - What is on the stack

    /// The route the user looks at on the flow's `FlowStack` (the top-most visible
    /// presentation, in a presented child stack that stack's, or the top of the path) if its
    /// routes are `Route`; otherwise nil, and the test fails with the stack rendered.
    ///
    /// ```swift
    /// store.visibleRoute(as: ShopRoute.self)?.viewModel(as: ListModel.self)?.pick(1)
    /// ```
    public func visibleRoute<Route>(
        as routeType: Route.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> FlowRoute<Route>? {
        let visible = stack?.visibleRoute
        if let route = visible as? FlowRoute<Route> { return route }
        let found = visible.map { "\($0)" } ?? "no route"
        fail(
            """
            The visible route is \(found), not a FlowRoute<\(Route.self)>:

            \(stack?.render() ?? "(the flow's root is not a FlowStack)")
            """,
            fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}
