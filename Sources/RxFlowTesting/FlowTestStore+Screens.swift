import CustomDump
import RxFlowHeadless

extension FlowTestStore {
    // MARK: - What is on screen

    /// The screen the user looks at (what is presented last, the top of a navigation stack,
    /// the selected tab, the secondary column of a split view) if it is a `Screen` and
    /// visible; otherwise nil, and the test fails with the window's hierarchy.
    ///
    /// ```swift
    /// store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 1)
    /// ```
    public func visibleScreen<Screen: ViewController>(
        as screenType: Screen.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Screen? {
        let top = TopScreen.of(window)
        if let screen = top as? Screen, screen.isVisible { return screen }
        let found = top.map { "\(ScreenLabel.of($0))\($0.isVisible ? "" : ", not visible,")" } ?? "no screen"
        fail(
            """
            The visible screen is \(found), not a \(Screen.self):

            \(window.render())
            """,
            fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }

    /// The window's hierarchy as text (`Window.render()`), or the stack's
    /// (`StackPresentable.render()`) for a flow rooted in a `FlowStack`.
    public func render() -> String {
        guard runsOnStack else { return window.render() }
        return stack?.render() ?? "(the stack was released: its flow ended)"
    }

    /// Asserts that the window's hierarchy (or the stack, for a flow rooted in a `FlowStack`)
    /// renders as `expected` (`render()`); a difference fails the test with a line diff.
    public func assertHierarchy(
        _ expected: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let rendered = render()
        guard rendered != expected else { return }
        fail(
            """
            The \(runsOnStack ? "stack" : "window's hierarchy") is not the expected one. (Expected: -, Rendered: +)

            \(diff(expected, rendered) ?? "")
            """,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
