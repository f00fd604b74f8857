/// A button of an `AlertController`, like `UIAlertAction`: tapping it dismisses the alert,
/// then runs the handler.
@MainActor
public final class AlertAction {
    /// How the button looks, as in UIKit (recorded and rendered only).
    public enum Style: Sendable, Equatable {
        /// A plain button.
        case `default`
        /// The button that cancels (`(cancel)` in `Window.render()`).
        case cancel
        /// A button that destroys something (`(destructive)` in `Window.render()`).
        case destructive
    }

    /// The button's text.
    public let title: String?
    /// How the button looks.
    public let style: Style
    /// Whether the button can be tapped; tapping a disabled one does nothing.
    public var isEnabled = true
    /// Runs after the alert is dismissed.
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Creates a button titled `title` whose `handler` runs once the alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// `"OK"`, `"Cancel" (cancel)`, `"Delete" (destructive, disabled)`: for `Window.render()`.
    var rendered: String {
        var notes: [String] = []
        if style == .cancel { notes.append("cancel") }
        if style == .destructive { notes.append("destructive") }
        if !isEnabled { notes.append("disabled") }
        let title = "\"\(self.title ?? "")\""
        return notes.isEmpty ? title : "\(title) (\(notes.joined(separator: ", ")))"
    }
}
