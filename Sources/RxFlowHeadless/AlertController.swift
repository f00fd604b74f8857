/// An alert or action sheet, like `UIAlertController`: a title, a message and actions, shown
/// with `present(_:animated:completion:)`.
///
/// As in UIKit, the presenter stays visible under it: its presentation style is always
/// `.automatic` (see `modalPresentationStyle`). Headless, `tap(_:)` or `tapAction(titled:)` stands for a tap: the
/// alert is dismissed, then the action's handler runs.
@MainActor
open class AlertController: ViewController {
    /// Whether it is an alert or an action sheet (recorded and rendered only).
    public enum Style: Sendable, Equatable {
        /// A centred alert.
        case alert
        /// A sheet of actions at the bottom.
        case actionSheet
    }

    /// The text under the title.
    public var message: String?
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The buttons, in the order they were added.
    public private(set) var actions: [AlertAction] = []

    /// Creates an alert without actions.
    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Always `.automatic`: the presenter stays visible under an alert. Setting it does nothing,
    /// as UIKit ignores a style set on a `UIAlertController` (which keeps its own, `.custom`).
    public override var modalPresentationStyle: ModalPresentationStyle {
        get { .automatic }
        // Ignored on purpose, as in UIKit.
        set {}
    }

    /// Adds a button.
    open func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// Taps `action`: dismisses the alert, then runs the action's handler, and returns true.
    ///
    /// Returns false and does nothing if the action is disabled; returns false and records an
    /// `.unsupported` warning if it is not one of this alert's actions, or if the alert is not
    /// visible (a hidden alert cannot be tapped).
    @discardableResult
    public func tap(_ action: AlertAction) -> Bool {
        guard actions.contains(where: { $0 === action }) else {
            warn(.unsupported, "Tapping \(action.rendered) on \(label): not one of its actions; ignored.")
            return false
        }
        guard action.isEnabled else { return false }
        guard isVisible, let presenter = presentingStorage else {
            warn(.unsupported, "Tapping \(action.rendered) on \(label), which is not visible; ignored.")
            return false
        }
        presenter.dismiss(animated: true) { action.handler?(action) }
        return true
    }

    /// Taps the first action titled `title` (see `tap(_:)`); returns false and records an
    /// `.unsupported` warning if there is none.
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else {
            warn(.unsupported, "Tapping \"\(title)\" on \(label): no such action; ignored.")
            return false
        }
        return tap(action)
    }

    // MARK: - Internal

    override var renderedDetails: [String] {
        var details = super.renderedDetails
        if preferredStyle == .actionSheet { details.append("{action sheet}") }
        if let message { details.append("{message: \"\(message)\"}") }
        if !actions.isEmpty { details.append("{actions: \(actions.map(\.rendered).joined(separator: ", "))}") }
        return details
    }
}
