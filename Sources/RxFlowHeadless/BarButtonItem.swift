/// A button of a navigation bar, like `UIBarButtonItem` with a primary action: a title, an
/// image or a system item, and a closure instead of a target and an `@objc` selector.
///
/// Headless, nothing can be touched: `tap()` runs the action as a tap would. Set the items on
/// a screen's `navigationItem`; `Window.render()` lists them on the screen's line. The
/// closure is held strongly, so capture the screen weakly (or capture its view model only).
@MainActor
public final class BarButtonItem {
    /// The button's text.
    public var title: String?
    /// The button's image, rendered by name.
    public var image: Image?
    /// How the button is drawn.
    public var style: Style
    /// The system button this is, if it was made as one.
    public let systemItem: SystemItem?
    /// Whether the button can be tapped; `tap()` on a disabled button does nothing.
    public var isEnabled = true
    /// What a tap runs.
    public var action: (@MainActor () -> Void)?

    /// Creates a button titled `title` that runs `action` when tapped.
    public convenience init(title: String?, action: (@MainActor () -> Void)? = nil) {
        self.init(title: title, style: .plain, action: action)
    }

    /// Creates a button titled `title`: `UIBarButtonItem(title:style:target:action:)` with a
    /// closure for the target and its selector.
    public init(title: String?, style: Style, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        systemItem = nil
        self.action = action
    }

    /// Creates a button showing `image`: `UIBarButtonItem(image:style:target:action:)` with a
    /// closure for the target and its selector.
    public init(image: Image?, style: Style, action: (@MainActor () -> Void)? = nil) {
        self.image = image
        self.style = style
        systemItem = nil
        self.action = action
    }

    /// Creates one of the system's buttons: `UIBarButtonItem(barButtonSystemItem:target:action:)`
    /// with a closure for the target and its selector.
    public init(barButtonSystemItem systemItem: SystemItem, action: (@MainActor () -> Void)? = nil) {
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
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

    /// `"Settings"`, `image: settings` or `system: done`, then `(done)` and `(disabled)` where
    /// they apply: how `Window.render()` names the button.
    var rendered: String {
        var text: String
        if let title {
            text = "\"\(title)\""
        } else if let image {
            text = "image: \(image)"
        } else if let systemItem {
            text = "system: \(systemItem.rawValue)"
        } else {
            text = "\"\""
        }
        if style == .done, systemItem == nil { text += " (done)" }
        if !isEnabled { text += " (disabled)" }
        return text
    }
}
