import RxFlowHeadless

/// The screens the user looks at, front first: what the window's root presents (the last of a
/// presentation chain), then down through its containers: the top of a navigation stack, the
/// selected tab, a split view's columns (the secondary, then the primary: both are on screen
/// unless the split view is collapsed), the last child of another container.
@MainActor
enum TopScreen {
    /// The screens the user looks at, the front one first; none while `window` is not key.
    static func candidates(in window: Window) -> [ViewController] {
        guard window.isKeyWindow, var screen = window.rootViewController else { return [] }
        while let presented = screen.presentedViewController, presented !== screen { screen = presented }
        return leaves(of: screen)
    }

    private static func leaves(of screen: ViewController) -> [ViewController] {
        let shown: [ViewController] =
            switch screen {
            case let stack as NavigationController: stack.topViewController.map { [$0] } ?? []
            case let tabs as TabBarController: tabs.selectedViewController.map { [$0] } ?? []
            case let split as SplitViewController: split.viewControllers.reversed()
            default: screen.children.last.map { [$0] } ?? []
            }
        guard !shown.isEmpty else { return [screen] }
        return shown.flatMap { child -> [ViewController] in
            // A child that presents something is covered by it: the user looks at that.
            var front = child
            while let presented = front.presentedViewController, presented !== front { front = presented }
            return leaves(of: front)
        }
    }
}
