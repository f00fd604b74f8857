import RxFlowHeadless

/// The screen the user looks at: what the window's root presents (the last of a presentation
/// chain), the top of a navigation stack, the selected tab, the secondary column of a split
/// view, the last child of another container.
@MainActor
enum TopScreen {
    static func of(_ window: Window) -> ViewController? {
        guard window.isKeyWindow, var screen = window.rootViewController else { return nil }
        while true {
            if let presented = screen.presentedViewController, presented !== screen {
                screen = presented
            } else if let next = shownChild(of: screen) {
                screen = next
            } else {
                return screen
            }
        }
    }

    private static func shownChild(of screen: ViewController) -> ViewController? {
        switch screen {
        case let stack as NavigationController: stack.topViewController
        case let tabs as TabBarController: tabs.selectedViewController
        case let split as SplitViewController: split.viewControllers.last
        default: screen.children.last
        }
    }
}
