import RxFlowHeadless

/// The headless layer's documented rules (the "Running flows without UIKit" article),
/// computed from the hierarchy's structure alone (parents, children, presentations,
/// selected tab, top of stack), never from `isVisible`: that is what they are checked
/// against.
@MainActor
enum HierarchyRules {
    struct Snapshot {
        /// Every screen reachable from the window's root through children and presentations.
        var inWindow: Set<ObjectIdentifier> = []
        /// The screens the rules say are visible.
        var visible: Set<ObjectIdentifier> = []
        /// Structural inconsistencies found on the way.
        var problems: [String] = []
        /// The tab bars in the window, in traversal order.
        var tabBars: [TabBarController] = []
    }

    static func snapshot(of window: Window?) -> Snapshot {
        var snapshot = Snapshot()
        guard let window, let root = window.rootViewController else { return snapshot }
        collect(root, into: &snapshot)
        guard window.isKeyWindow else { return snapshot }
        // The root and the chain of what it presents, each presented layer a context.
        var layers = [root]
        while let presented = layers.last?.presentedViewController, layers.count < 100 { layers.append(presented) }
        // "A full-screen presentation covers everything under its presenter": the last one
        // hides every layer below it, page sheets included; a page sheet hides nothing.
        let firstShown = layers.indices.last { $0 > 0 && layers[$0].modalPresentationStyle == .fullScreen } ?? 0
        for layer in layers[firstShown...] { addShown(layer, to: &snapshot.visible) }
        return snapshot
    }

    /// Walks children and presentations, checking that every screen is reached once and
    /// that links agree both ways.
    private static func collect(_ screen: ViewController, into snapshot: inout Snapshot) {
        let id = ObjectIdentifier(screen)
        guard !snapshot.inWindow.contains(id) else {
            snapshot.problems.append("\(name(screen)) is reached twice in the window's hierarchy")
            return
        }
        snapshot.inWindow.insert(id)
        if let tabBar = screen as? TabBarController { snapshot.tabBars.append(tabBar) }
        for child in screen.children {
            if child.parent !== screen {
                snapshot.problems.append(
                    "\(name(child)) is a child of \(name(screen)) but its parent is \(name(child.parent))")
            }
            collect(child, into: &snapshot)
        }
        // Only a screen without parent is a presentation context (a child's
        // `presentedViewController` is its context's).
        if screen.parent == nil, let presented = screen.presentedViewController {
            if presented.presentingViewController !== screen {
                snapshot.problems.append(
                    "\(name(presented)) is presented by \(name(screen)) but says \(name(presented.presentingViewController))"
                )
            }
            collect(presented, into: &snapshot)
        }
    }

    /// A shown screen shows: the top of a stack, the selected tab, both split columns.
    private static func addShown(_ screen: ViewController, to visible: inout Set<ObjectIdentifier>) {
        visible.insert(ObjectIdentifier(screen))
        let shownChildren: [ViewController]
        switch screen {
        case let navigation as NavigationController: shownChildren = navigation.topViewController.map { [$0] } ?? []
        case let tabBar as TabBarController: shownChildren = tabBar.selectedViewController.map { [$0] } ?? []
        default: shownChildren = screen.children
        }
        for child in shownChildren { addShown(child, to: &visible) }
    }

    static func name(_ screen: ViewController?) -> String {
        guard let screen else { return "nil" }
        return screen.title ?? String(describing: type(of: screen))
    }
}
