import CustomDump
@_spi(RxFlowInternals) import RxFlow
@_spi(RxFlowInternals) import RxFlowHeadless

extension FlowTestStore {
    // MARK: - What is on screen

    /// The screen the user looks at (what is presented last, the top of a navigation stack,
    /// the selected tab, in a split view the secondary column or else the primary one) if it
    /// is a `Screen` and visible; otherwise nil, and the test fails with the window's
    /// hierarchy.
    ///
    /// ```swift
    /// store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 1)
    /// ```
    ///
    /// Called alone, it asserts that such a screen is the one shown (wrapping it in
    /// `#expect(… != nil)` would report a failure twice).
    @discardableResult
    public func visibleScreen<Screen: ViewController>(
        as screenType: Screen.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Screen? {
        guard
            !failIfFinished(
                "visibleScreen(as:)", "no screen is shown any more", fileID: fileID, filePath: filePath, line: line,
                column: column)
        else { return nil }
        // The screen handed to the test is one it might keep alive: make sure `finish()` checks it.
        trackHierarchy()
        let candidates = TopScreen.candidates(in: window)
        if let screen = candidates.lazy.compactMap({ $0 as? Screen }).first(where: \.isVisible) { return screen }
        let problem =
            if !window.isKeyWindow {
                """
                No screen is visible, so no \(TypeName.of(Screen.self)): the window is not key (the store made it key; \
                store.window.makeKeyAndVisible() makes it key again).
                """
            } else if let top = candidates.first {
                "The visible screen is \(top.label)\(top.isVisible ? "" : ", not visible,"), not a \(TypeName.of(Screen.self)):"
            } else {
                "The visible screen is no screen, not a \(TypeName.of(Screen.self)):"
            }
        fail(
            """
            \(problem)

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
