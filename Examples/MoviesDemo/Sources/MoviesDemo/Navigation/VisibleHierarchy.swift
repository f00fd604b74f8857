import RxFlowHeadless

/// What the user sees and can touch in a window: the front-most presented layer and the
/// screens it shows (the top of a stack, the selected tab, both split columns).
@MainActor
enum VisibleHierarchy {
    /// The window's root, or the last screen presented over it.
    static func frontLayer(in window: Window) -> ViewController? {
        guard var layer = window.rootViewController else { return nil }
        while let presented = layer.presentedViewController { layer = presented }
        return layer
    }

    /// The leaf screens `screen` shows, in reading order.
    static func leaves(of screen: ViewController) -> [ViewController] {
        switch screen {
        case let navigation as NavigationController:
            return navigation.topViewController.map(leaves) ?? []
        case let tabs as TabBarController:
            return tabs.selectedViewController.map(leaves) ?? []
        case let split as SplitViewController:
            return split.viewControllers.flatMap(leaves)
        default:
            return [screen]
        }
    }
}
