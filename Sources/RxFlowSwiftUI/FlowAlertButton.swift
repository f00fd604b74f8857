import RxFlow

/// A button of a `FlowAlert`: its title, its role, and the step it sends to the flow when the
/// user picks it (none for a button that only closes the alert).
public struct FlowAlertButton: Sendable, Identifiable {
    /// What the button does, as SwiftUI's `ButtonRole` says it.
    public enum Role: Sendable, Hashable {
        /// It cancels: the system places it apart, and may run it for a tap outside a dialog
        /// (then its step is sent, as for a tap on it; a dismissal the system does not take as
        /// this button sends no step).
        case cancel
        /// It destroys something: shown in red.
        case destructive
    }

    /// Its position in its alert.
    public private(set) var id = 0
    /// The button's text.
    public let title: String
    /// Its role, if any.
    public let role: Role?
    /// The step it sends when picked, if any.
    public let step: (any Step)?

    /// A button titled `title` that sends `step` when picked.
    public init(_ title: String, role: Role? = nil, step: (any Step)? = nil) {
        self.title = title
        self.role = role
        self.step = step
    }

    /// A cancel button.
    public static func cancel(_ title: String, step: (any Step)? = nil) -> FlowAlertButton {
        FlowAlertButton(title, role: .cancel, step: step)
    }

    /// A destructive button.
    public static func destructive(_ title: String, step: (any Step)? = nil) -> FlowAlertButton {
        FlowAlertButton(title, role: .destructive, step: step)
    }

    /// The same button at `index` in its alert.
    func placed(at index: Int) -> FlowAlertButton {
        var button = self
        button.id = index
        return button
    }

    /// Whether `other` is this button (same place, title and role).
    func isSame(as other: FlowAlertButton) -> Bool {
        id == other.id && title == other.title && role == other.role
    }

    /// `"Remove" (destructive)`.
    var rendered: String {
        "\"\(title)\"" + (role.map { " (\($0))" } ?? "")
    }
}
