/// A misuse that UIKit would log and ignore; the headless layer ignores it too and records it.
///
/// Warnings are appended to the `warnings` of the screen that received the call and to the
/// `warnings` of the `Window` holding it (if any), and logged at `error` (API misuse) with the
/// window's `logger` (`Logger.current` for a screen outside any window), with the warning's
/// `kind` and the `screen` as metadata: the screen that received the call, or the one that a
/// window refused as its root.
public struct HeadlessWarning: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// `present` on a screen whose presentation context already presents another screen.
        case alreadyPresenting
        /// `pushViewController` with a screen that is already in this navigation stack.
        case alreadyInStack
        /// A screen that already has a parent, a presenter or a window (or is an ancestor of the
        /// receiver) was pushed, presented, added as a child, set as root or put in a container;
        /// or a screen that presents another was pushed, added as a child or put in a container
        /// (a child's presentations belong to its top-most container: dismiss first).
        case alreadyInHierarchy
        /// `popViewController` on a stack of zero or one screen.
        case cannotPopRoot
        /// `popToViewController` with a screen that is not in the stack.
        case notInStack
        /// `dismiss` on a screen that neither presents nor is presented.
        case nothingToDismiss
        /// A tab selection that does not name one of the tabs.
        case invalidSelection
        /// A list of screens that contains the same screen twice.
        case duplicateViewController
        /// Something UIKit does not support either (pushing a navigation controller, more than
        /// two split columns, ...).
        case unsupported
    }

    /// What went wrong.
    public let kind: Kind
    /// A human-readable explanation, naming the screens involved.
    public let message: String

    /// Creates a warning.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, prefixed with the layer's name.
    public var description: String { "[RxFlowHeadless] \(message)" }
}
