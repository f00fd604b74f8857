/// A button of a navigation bar, like `UIBarButtonItem` with a primary action: a title and a
/// closure instead of a target and an `@objc` selector.
///
/// Headless, nothing can be touched: `tap()` runs the action as a tap would. Set the items on
/// a screen's `navigationItem`; `Window.render()` lists them on the screen's line. The
/// closure is held strongly, so capture the screen weakly (or capture its view model only).
@MainActor
public final class BarButtonItem {
    /// The button's text.
    public var title: String?
    /// Whether the button can be tapped; `tap()` on a disabled button does nothing.
    public var isEnabled = true
    /// What a tap runs.
    public var action: (@MainActor () -> Void)?

    /// Creates a button titled `title` that runs `action` when tapped.
    public init(title: String?, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
    }

    /// Taps the button: runs its action and returns true, or returns false and does nothing if
    /// the button is disabled or has no action.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, let action else { return false }
        action()
        return true
    }
}
