import RxFlow

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowSplit {
    // MARK: - The split view as a presentable

    /// Emits the current visibility, then every change.
    public var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    /// Emits once, when the split view ends.
    public var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    /// The state the coordinator watches.
    public var presentationState: PresentationState? { state }
    /// Whether the split view is on screen.
    public var isVisible: Bool { state.isVisible }
    /// Whether the app shows it, or the tab holding it does (not once those tabs are released).
    public var isShown: Bool { isShownByApp && !hasLostContainer }

    /// Shows the split view: the columns its rules show become visible. A warning on one a tab
    /// holds (its tab shows it).
    public func show() {
        guard !isHeldByTabs(calling: "show()") else { return }
        isShownByApp = true
        state.apply(presence.reenter())
        settle()
    }

    /// Hides the split view: no column is visible, nothing is dismissed. A warning on one a tab
    /// holds.
    public func hide() {
        guard !isHeldByTabs(calling: "hide()") else { return }
        isShownByApp = false
        settle()
    }

    /// Ends the split view: each column's stack ends (sidebar first), then the split view (a
    /// flow whose root it is ends). A no-op once ended and without columns; it may be shown
    /// again, with new columns.
    public func end() {
        guard !presence.hasEnded || sidebar != nil else { return }
        // Its tab shows it while selected: columns set after it ended show at once.
        if containerOwner == nil { isShownByApp = false }
        let stacks = columns.compactMap { stack($0) }
        (sidebar, content, detail) = (nil, nil, nil)
        selectedValue = nil
        compactColumn = .sidebar
        for stack in stacks { stack.leaveContainer() }
        state.apply(presence.ended())
    }

    /// The route the user looks at, if visible: the trailing-most visible column's.
    public var visibleRoute: (any Presentable)? {
        let visible = visibleColumns
        return columns.reversed().lazy.filter(visible.contains).compactMap { self.stack($0)?.visibleRoute }.first
    }

    /// Every column's stack, with its routes.
    public var presentables: [any Presentable] {
        columns.compactMap { stack($0) }.flatMap { [$0] + $0.presentables }
    }

    /// The split view as text: each column, then its stack indented under it.
    public func render() -> String {
        renderLines(depth: 0).joined(separator: "\n")
    }

    /// Lines of `render()`, indented by `depth` (a split view in a tab is rendered under it).
    func renderLines(depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        let width = isCompact ? "compact, \(compactColumn) on top" : "regular, \(columnVisibility)"
        var lines = ["\(indent)- \(label) (\(width))\(isVisible ? " [visible]" : "")"]
        let visible = visibleColumns
        for column in columns {
            lines.append("\(indent)  - \(column)\(visible.contains(column) ? " [visible]" : "")")
            if let stack = stack(column) { lines.append(contentsOf: stack.renderLines(depth: depth + 2)) }
        }
        return lines
    }

    /// Whether tabs hold it (they show and hide it): then a warning that `call` is ignored.
    private func isHeldByTabs(calling call: String) -> Bool {
        forgetLostContainer()
        guard containerOwner != nil else { return false }
        warn(.alreadyShown, "\(call) on a split view held by tabs; ignored.")
        return true
    }
}
