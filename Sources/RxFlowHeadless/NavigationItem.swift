/// What a navigation bar shows for a screen, like `UINavigationItem`: its title and its bar
/// button items.
///
/// Every screen has one (`ViewController.navigationItem`), as in UIKit; its title and items
/// are listed by `Window.render()` whether or not the screen is in a navigation controller.
/// A navigation controller's `navigationBar` reaches the items of its stack.
@MainActor
public final class NavigationItem {
    /// The title the bar shows for the screen (UIKit shows the screen's `title` when nil).
    public var title: String?
    /// The buttons on the leading side, leading first; nil when there are none.
    public var leftBarButtonItems: [BarButtonItem]?
    /// The buttons on the trailing side, trailing first (as in UIKit); nil when there are none.
    public var rightBarButtonItems: [BarButtonItem]?

    /// Creates an item without buttons.
    public init() {}

    /// The first leading button. Setting it replaces every leading button (nil removes them).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing button. Setting it replaces every trailing button (nil removes them).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the first trailing button, replacing every trailing button (nil removes them).
    /// `animated` is recorded nowhere: there is nothing to animate.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets the first leading button, replacing every leading button (nil removes them).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// The first button, leading side first, whose title is `title`: how a test or a script
    /// finds the button to `tap()`.
    public func barButtonItem(titled title: String) -> BarButtonItem? {
        ((leftBarButtonItems ?? []) + (rightBarButtonItems ?? [])).first { $0.title == title }
    }

    /// `{title: "T"} {left: "A"} {right: "B", "C" (disabled)}`, for `Window.render()`.
    var renderedItems: [String] {
        var parts: [String] = []
        if let title { parts.append("{title: \"\(title)\"}") }
        if let left = leftBarButtonItems, !left.isEmpty { parts.append("{left: \(Self.render(left))}") }
        if let right = rightBarButtonItems, !right.isEmpty { parts.append("{right: \(Self.render(right))}") }
        return parts
    }

    private static func render(_ items: [BarButtonItem]) -> String {
        items.map(\.rendered).joined(separator: ", ")
    }
}
