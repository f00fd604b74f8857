import RxFlow

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowStack {
    // MARK: - The stack as a presentable

    /// Emits the current visibility, then every change.
    public var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    /// Emits once, when the stack's presentation ends.
    public var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    /// The state the coordinator watches.
    public var presentationState: PresentationState? { state }
    /// Whether the stack is on screen.
    public var isVisible: Bool { state.isVisible }

    /// Whether the stack is shown: by `show()`, by the tab or split view column holding it (not
    /// once those tabs or that split view are released), or by the visible presentation
    /// holding it.
    public var isShown: Bool {
        guard hostStack == nil else { return state.isVisible }
        return isShownByApp && !presence.hasEnded && !hasLostContainer
    }

    /// Shows a stack no other stack presents; a warning on one another stack presents or a
    /// tab or a split view column holds (its container shows it).
    public func show() {
        forgetLostContainer()
        guard hostStack == nil, containerOwner == nil else {
            warn(
                .alreadyShown, "show() on a stack presented by another stack or held by tabs or a split view; ignored.")
            return
        }
        isShownByApp = true
        state.apply(presence.reenter())
        settle()
    }

    /// Hides a stack no other stack presents; a warning on one another stack presents or a
    /// tab or a split view column holds.
    public func hide() {
        forgetLostContainer()
        guard hostStack == nil, containerOwner == nil else {
            warn(
                .alreadyShown, "hide() on a stack presented by another stack or held by tabs or a split view; ignored.")
            return
        }
        isShownByApp = false
        settle()
    }

    /// Ends the stack's presentation (see `StackPresentable.end()`).
    public func end() {
        if let hostStack {
            hostStack.dismissPresentation(holding: self)
            return
        }
        // Ended already: only the routes pushed or presented since are left to dismiss.
        guard !presence.hasEnded || !routes.isEmpty || !presentations.isEmpty else { return }
        // A tab or a column shows its stack while it is selected or shown: what is pushed on
        // it after it ended is shown at once (see `settle()`), as the user sees it.
        if containerOwner == nil { isShownByApp = false }
        leaveEverything()
        settle()
    }

    /// The route the user looks at, if visible.
    public var visibleRoute: (any Presentable)? {
        if let top = presentations.last(where: \.isVisible) {
            if let child = top.child, let inner = child.visibleRoute { return inner }
            return top
        }
        return routes.last.flatMap { $0.isVisible ? $0 : nil }
    }

    /// Every route and child stack, recursively.
    public var presentables: [any Presentable] {
        var found: [any Presentable] = []
        for route in routes + presentations {
            found.append(route)
            if let child = route.child {
                found.append(child)
                found.append(contentsOf: child.presentables)
            }
        }
        return found
    }

    /// The stack as text.
    public func render() -> String {
        renderLines(depth: 0).joined(separator: "\n")
    }

    /// Moves every route to `leaving` (presentations, then the path, top first) and marks the
    /// stack as ending.
    func leaveEverything() {
        leaving.append(contentsOf: presentations.reversed() + routes.reversed())
        presentations = []
        routes = []
        // Its routes are ended (hidden and dismissed) as they leave; none is kept for a settle.
        visiblePathRoute = nil
        isEnding = true
    }
}
