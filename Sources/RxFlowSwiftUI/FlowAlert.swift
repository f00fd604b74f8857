import RxFlow

/// What an alert or a confirmation dialog on a `FlowStack` shows: a title, a message and
/// buttons, each of which may send a step to the flow that presented it.
///
/// ```swift
/// let alert = FlowAlert(
///     title: "Remove Dune?", message: "It leaves your list.",
///     buttons: [.destructive("Remove", step: MovieStep.removalConfirmed(id: 1)), .cancel("Keep")])
/// return .route(stack.presentConfirmationDialog(.confirmRemoval(id: 1), alert))
/// ```
public struct FlowAlert: Sendable {
    /// The title.
    public let title: String
    /// The text under the title, if any.
    public let message: String?
    /// The buttons, in order; each one's `id` is its position.
    public let buttons: [FlowAlertButton]

    /// An alert titled `title` with `message` and `buttons` (an "OK" button if none).
    public init(title: String, message: String? = nil, buttons: [FlowAlertButton] = []) {
        self.title = title
        self.message = message
        let buttons = buttons.isEmpty ? [FlowAlertButton("OK")] : buttons
        self.buttons = buttons.enumerated().map { index, button in button.placed(at: index) }
    }

    /// `"Remove Dune?" {buttons: "Remove" (destructive), "Keep" (cancel)}`: for `render()`.
    var rendered: String {
        let message = self.message.map { " {message: \"\($0)\"}" } ?? ""
        return "\"\(title)\"\(message) {buttons: \(buttons.map(\.rendered).joined(separator: ", "))}"
    }
}
