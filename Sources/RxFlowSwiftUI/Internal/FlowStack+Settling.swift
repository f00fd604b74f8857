@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowStack: StackNode {
    @usableFromInline var host: (any StackNode)? {
        get { hostStack }
        set { hostStack = newValue }
    }

    @usableFromInline var presentsCover: Bool { presentations.contains(where: \.covers) }

    /// Applies the changes from the top of the tree. A change made while they are applied (a
    /// listener of a dismissal navigates, and pops or presents) is applied next, from the
    /// start, instead of in the middle of this pass.
    @inlinable
    func settle() {
        if mayHaveHost, let hostStack {
            hostStack.settle()
            return
        }
        guard !isSettling else {
            needsSettle = true
            return
        }
        // Tabs or a split view released without `end()` show it no longer (nothing tells the
        // stack when they go: it finds out here, at its next change).
        if hasLostContainer { (isContained, isShownByApp) = (false, false) }
        // Only a stack its tab or column shows is shown while it has ended (`end()`).
        if isShownByApp, presence.hasEnded { reenterShownByContainer() }
        isSettling = true
        defer { isSettling = false }
        repeat {
            needsSettle = false
            _ = apply(shown: isShownByApp, top: self)
        } while needsSettle
    }

    @inlinable
    func apply(shown: Bool, top: any StackNode) -> Bool {
        // Routes that left first, top first: the dismissal of each is reported once.
        while let route = nextLeaving() {
            route.end(top: top)
            if top.needsSettle { return false }
        }
        if isEnding {
            isEnding = false
            state.apply(presence.ended())
            if top.needsSettle { return false }
        }
        state.apply(presence.visibilityComputed(shown && !presence.hasEnded))
        if top.needsSettle { return false }

        // Without presentations (the common case: pushes and pops), only the path's top is
        // asked for: `StackVisibility.compute` and its arrays (retains and releases on every
        // push and pop) run only when there are layers, and the presentations are not even
        // copied (a retain and a release).
        let presentations = storedPresentations.isEmpty ? nil : storedPresentations
        let visible: StackVisibility.Result?
        if let presentations {
            var layers: [StackVisibility.Layer] = []
            layers.reserveCapacity(presentations.count)
            for index in presentations.indices { layers.append(.init(covers: presentations[index].covers)) }
            visible = StackVisibility.compute(isShown: shown, pathIsEmpty: storedRoutes.isEmpty, layers: layers)
        } else {
            visible = nil
        }
        let pathTopIsVisible =
            visible?.pathTop ?? StackVisibility.pathTopIsVisible(isUncovered: shown, pathIsEmpty: storedRoutes.isEmpty)
        // Only the top of the path can be visible, so only the route shown last and the top
        // can change: the other routes are hidden already (a route starts hidden), and a pass
        // costs the same on a path of a thousand routes as on one of two.
        // An index, not `storedRoutes.last`: where this runs unspecialized (a stack settled by
        // its tabs, `tab-switch`), `last` allocated on every pass.
        let pathTop = pathTopIsVisible ? storedRoutes[storedRoutes.count - 1] : nil
        // Moved out, not copied and then cleared.
        if visiblePathRoute !== pathTop, let shownRoute = visiblePathRoute.take() {
            shownRoute.update(isVisible: false)
            if top.needsSettle { return false }
        }
        if let pathTop {
            if visiblePathRoute !== pathTop { visiblePathRoute = pathTop }
            pathTop.update(isVisible: true)
            if top.needsSettle { return false }
        }
        guard let presentations, let visible else { return true }
        for index in presentations.indices {
            let route = presentations[index]
            route.update(isVisible: visible.layers[index])
            if top.needsSettle { return false }
            if let child = route.child, !child.apply(shown: visible.layers[index], top: top) { return false }
        }
        return true
    }

    /// A stack its tab or column shows that ended, and on which something was pushed or
    /// presented since: it is on screen, so it is shown again, as `show()` shows a stack the
    /// app holds.
    @usableFromInline func reenterShownByContainer() {
        guard containerOwner != nil, !isEnding, !storedRoutes.isEmpty || !storedPresentations.isEmpty else { return }
        state.apply(presence.reenter())
    }

    /// Frees a stack whose tabs or split view were released without `end()`: it is not shown,
    /// and held by nothing (what it shows hides). Nothing else does.
    func forgetLostContainer() {
        guard hasLostContainer else { return }
        settle()
    }

    /// Drains every dismissal without stopping for changes made meanwhile: once its
    /// presentation is gone, the top of the tree no longer reaches this stack to finish later.
    /// Those changes are applied by the top's next pass.
    @usableFromInline func endHostedPresentation(top: any StackNode) {
        leaveEverything()
        while let route = nextLeaving() { route.end(top: top) }
        isEnding = false
        state.apply(presence.ended())
        hostStack = nil
    }

    /// Takes the route that left first (the top one) off `leaving`.
    @inlinable
    func nextLeaving() -> FlowRoute<Route>? {
        // Not `take()`: a generic call, which looks `Optional<FlowRoute<Route>>` up at run time
        // where this runs unspecialized (a stack settled by its tabs).
        if let popped = poppedRoute {
            poppedRoute = nil
            return popped
        }
        guard leavingTaken < leaving.count else {
            if leavingTaken > 0 {
                // A pop's room is kept for the next pop; a long stack's is not.
                leaving.removeAll(keepingCapacity: leaving.count <= 16)
                leavingTaken = 0
            }
            return nil
        }
        // A pop's only route is moved out, which empties `leaving` without `removeAll` (a
        // generic `replaceSubrange`, which cost more than the rest of the pop's settle).
        if leaving.count == 1 { return leaving.removeLast() }
        defer { leavingTaken += 1 }
        return leaving[leavingTaken]
    }

    @usableFromInline func dismissPresentation(holding child: any StackNode) {
        guard let route = presentations.first(where: { $0.child === child }) else { return }
        dismiss(route)
    }

    @usableFromInline func renderLines(depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        var lines = ["\(indent)- \(label)\(isVisible ? " [visible]" : "")"]
        for (index, route) in routes.enumerated() {
            let top = index == routes.count - 1 ? " (top)" : ""
            lines.append("\(indent)  - \(route.value)\(top)\(route.isVisible ? " [visible]" : "")")
        }
        for route in presentations {
            let style = route.style.map { "\($0)" } ?? "presented"
            let content = route.alert.map { " \($0.rendered)" } ?? ""
            lines.append("\(indent)  - \(style): \(route.value)\(content)\(route.isVisible ? " [visible]" : "")")
            if let child = route.child { lines.append(contentsOf: child.renderLines(depth: depth + 2)) }
        }
        return lines
    }
}
