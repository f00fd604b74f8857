import RxFlow

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowTabs {
    // MARK: - The tabs as a presentable

    /// Emits the current visibility, then every change.
    public var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    /// Emits once, when the tabs end.
    public var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    /// The state the coordinator watches.
    public var presentationState: PresentationState? { state }
    /// Whether the tab view is on screen.
    public var isVisible: Bool { state.isVisible }
    /// Whether the app shows the tabs.
    public var isShown: Bool { isShownByApp }

    /// Shows the tabs: the selected tab becomes visible.
    public func show() {
        isShownByApp = true
        state.apply(presence.reenter())
        settle()
    }

    /// Hides the tabs: no tab is visible, none is dismissed.
    public func hide() {
        isShownByApp = false
        settle()
    }

    /// Ends the tabs: each tab's stack or split view ends, then each tab is dismissed, then the tabs (a flow
    /// whose root they are ends). A no-op on tabs already ended and empty; they may be shown
    /// again, with new tabs.
    public func end() {
        guard !presence.hasEnded || !tabs.isEmpty else { return }
        isShownByApp = false
        // Counted before the writes that tell the count's readers of it (see `changeCount`).
        beginChange(animated: true)
        let ended = tabs
        tabs = []
        selectedTab = nil
        for tab in ended { tab.end() }
        state.apply(presence.ended())
    }

    /// The route the user looks at, if visible: in the selected tab's stack or split view, or
    /// that tab.
    public var visibleRoute: (any Presentable)? {
        guard let selected = tabs.first(where: \.isVisible) else { return nil }
        if let stack = selected.content { return stack.visibleRoute }
        return selected
    }

    /// Every tab, and every stack or split view they hold with what it holds.
    public var presentables: [any Presentable] {
        tabs.flatMap { tab -> [any Presentable] in
            guard let stack = tab.content else { return [tab] }
            return [tab, stack] + stack.presentables
        }
    }

    /// The tabs as text: each tab, then its stack or split view indented under it.
    public func render() -> String {
        var lines = ["- \(label)\(isVisible ? " [visible]" : "")"]
        for tab in tabs {
            let selected = tab.value == selectedTab ? " (selected)" : ""
            lines.append("  - tab: \(tab.value)\(selected)\(tab.isVisible ? " [visible]" : "")")
            if let stack = tab.content { lines.append(contentsOf: stack.renderLines(depth: 2)) }
        }
        return lines.joined(separator: "\n")
    }
}
