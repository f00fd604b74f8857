/// A navigation controller's bar, like `UINavigationBar`: whether it is hidden, and the
/// navigation items of the stack's screens.
///
/// There is nothing to draw: the bar exists so that ported code reaching the items through it
/// (`navigationController.navigationBar.topItem?.title = "Onboarding"`,
/// `navigationBar.items?[0].setRightBarButton(…)`) works as in UIKit.
@MainActor
public final class NavigationBar {
    private unowned let navigationController: NavigationController

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    /// The navigation items of the stack's screens, bottom first; nil for an empty stack.
    public var items: [NavigationItem]? {
        let stack = navigationController.viewControllers
        return stack.isEmpty ? nil : stack.map(\.navigationItem)
    }

    /// The navigation item of the top screen.
    public var topItem: NavigationItem? { navigationController.topViewController?.navigationItem }

    /// The item under the top one: the screen a Back button would return to.
    public var backItem: NavigationItem? {
        let stack = navigationController.viewControllers
        return stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
    }

    /// Whether the bar is hidden: the navigation controller's `isNavigationBarHidden`.
    public var isHidden: Bool {
        get { navigationController.isNavigationBarHidden }
        set { navigationController.isNavigationBarHidden = newValue }
    }
}
