import IssueReporting
@_spi(RxFlowInternals) import RxFlow
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
    ///
    /// Called alone, it asserts that a route of `Route` is the one the user looks at.
    @discardableResult
    public func visibleRoute<Route>(
        as routeType: Route.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> FlowRoute<Route>? {
        guard
            !failIfFinished(
                "visibleRoute(as:)", "no route is shown any more", fileID: fileID, filePath: filePath, line: line,
                column: column)
        else { return nil }
        trackHierarchy()
        let visible = stack?.visibleRoute
        if let route = visible as? FlowRoute<Route> { return route }
        let found = visible.map { "\($0)" } ?? "no route"
        fail(
            """
            The visible route is \(found), not a \(TypeName.of(FlowRoute<Route>.self)):

            \(stack?.render() ?? "(the flow's root is not a FlowStack)")
            """,
            fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }

    /// The flow's `FlowStack`, typed, if its routes are `Route`; otherwise nil, and the test
    /// fails saying what the flow's root is. The user's gestures are its bindings' writes:
    ///
    /// ```swift
    /// store.stack(of: NoteRoute.self)?.setPresentation(nil, at: 0, style: .sheet)  // swiped down
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func stack<Route>(
        of routeType: Route.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> FlowStack<Route>? {
        if let typed = self.stack as? FlowStack<Route> { return typed }
        let found =
            if let stack = self.stack {
                "its stack is a \(TypeName.of(type(of: stack)))"
            } else if runsOnStack {
                "its stack was released: its flow ended"
            } else {
                "its root is not a FlowStack"
            }
        fail(
            "The flow has no \(TypeName.of(FlowStack<Route>.self)): \(found).",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }

    /// The flow's `FlowTabs`, typed by their tab values, if its root is tabs of `Tab`;
    /// otherwise nil, and the test fails saying what the flow's root is. The user's switch is a
    /// write of `selection`:
    ///
    /// ```swift
    /// store.tabs(of: AppTab.self)?.selection = .settings  // the user taps the Settings tab
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func tabs<Tab>(
        of tabType: Tab.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> FlowTabs<Tab>? {
        typedRoot(FlowTabs<Tab>.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The flow's `FlowSplit`, typed by what its sidebar selects, if its root is one; otherwise
    /// nil, and the test fails saying what the flow's root is. The user's selection is a write
    /// of `selection`, the size class a write of `isCompact`:
    ///
    /// ```swift
    /// store.split(of: Genre.self)?.selection = .drama  // the user picks Drama in the sidebar
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func split<Selection>(
        of selectionType: Selection.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> FlowSplit<Selection>? {
        typedRoot(FlowSplit<Selection>.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The flow's root model as `Model`, or nil after failing the test with what the root is.
    private func typedRoot<Model>(
        _ modelType: Model.Type, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Model? {
        if let typed = self.stack as? Model { return typed }
        let model = TypeName.of(Model.self)
        let found = self.stack.map { "its root is a \(TypeName.of(type(of: $0)))" } ?? "its root is not a \(model)"
        fail("The flow has no \(model): \(found).", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}
