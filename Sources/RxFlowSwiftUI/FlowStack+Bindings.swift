@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowStack {
    // MARK: - What SwiftUI binds to

    /// The routes `NavigationStack(path:)` pushed over the root view: `routes` without its
    /// first. `NavigationStack` writes it when the user goes back (Back, swipe back, the back
    /// button's menu): the routes cut off are dismissed, as `pop(to:)` dismisses them. A
    /// write that is not the path cut short is ignored with a warning: push with `push`.
    public var path: [FlowRoute<Route>] {
        get { Array(routes.dropFirst()) }
        set {
            let current = Array(routes.dropFirst())
            guard PathChange.isTruncation(of: current, to: newValue) else {
                warn(
                    .unexpectedPathWrite,
                    "path set to \(newValue.map(\.value)), which is not \(current.map(\.value)) cut short; ignored.")
                return
            }
            guard newValue.count < current.count else { return }
            pop(to: routes[newValue.count], animated: true)
        }
    }

    /// The route presented at `level` (0 for the first presentation over the path) if it is
    /// presented with `style` (with any style if `style` is nil): what `.sheet(item:)` and
    /// `.fullScreenCover(item:)` read.
    public func presentation(at level: Int, style: PresentationStyle?) -> FlowRoute<Route>? {
        guard presentations.indices.contains(level) else { return nil }
        let route = presentations[level]
        return style == nil || route.style == style ? route : nil
    }

    /// What `.sheet(item:)` and `.fullScreenCover(item:)` write: nil when the user dismissed
    /// the presentation at `level` (a sheet swiped down), which dismisses it and everything
    /// over it, as `dismiss(_:)` does. A no-op if nothing is presented there with `style`
    /// (any style if nil); any other route is ignored with a warning: present with `present`.
    ///
    /// `shown` is the route the view presented when it made the binding (`FlowStackView`
    /// passes it): a write that arrives after the flow replaced that route at `level` is late,
    /// and a no-op, so that it never dismisses the route presented since. Without it (a test
    /// acting as the user), the write applies to what is presented now.
    public func setPresentation(
        _ route: FlowRoute<Route>?, at level: Int, style: PresentationStyle?, shown: FlowRoute<Route>? = nil
    ) {
        let current = presentation(at: level, style: style)
        if let shown, shown !== current { return }
        switch (route, current) {
        case (nil, nil):
            break
        case (nil, let current?):
            dismiss(current, animated: true)
        case (let route?, _) where route === current:
            break
        case (let route?, _):
            warn(
                .unexpectedPresentationWrite,
                "the \(style.map { "\($0)" } ?? "presentation") at level \(level) set to \(route.value): only nil (a dismissal) is accepted; ignored."
            )
        }
    }
}
