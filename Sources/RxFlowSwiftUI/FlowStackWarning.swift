/// A misuse of a `FlowStack` (or of `FlowTabs`, `FlowSplit`) that it ignores and records (in `warnings`)
/// and logs at `error` with its `logger`, as UIKit logs and ignores a misused navigation call.
public struct FlowStackWarning: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// `pop()` on a stack of zero or one route, or `setRoutes([])` on a stack that has a
        /// root.
        case cannotPopRoot
        /// `pop(to:)` with a route that is not on the path.
        case notInStack
        /// `dismiss()` with nothing presented.
        case nothingToDismiss
        /// `dismiss(_:)` with a route that is not presented.
        case notPresented
        /// A write to `path` that is not the path cut short (the only write a
        /// `NavigationStack` makes: Back, swipe back); push with the verbs instead.
        case unexpectedPathWrite
        /// A write of a presentation binding other than `nil` (the only write SwiftUI makes: the
        /// sheet was swiped down); present with the verbs instead.
        case unexpectedPresentationWrite
        /// A stack that is shown, presented by another stack or held by tabs or a split view was
        /// presented or given to tabs or a split view (or a split view shown or in tabs was given
        /// to tabs); or `show()` or `hide()` on a stack whose presentation, tab or column shows
        /// it (or on a split view its tab shows).
        case alreadyShown
        /// A stack was presented by itself, or by a stack it presents (directly or through
        /// others): presentations form a tree, never a cycle.
        case presentationCycle
        /// Something was presented while an alert or a confirmation dialog is the top-most
        /// presentation (the stack's, a child stack's in it, or one presented over the
        /// presentation holding the stack): nothing is presented over one, as in UIKit.
        case presentingOverAlert
        /// Something was presented from a level that presents something already: over the
        /// presentation holding a child stack that presents something itself, or by a child
        /// stack under a presentation a stack presenting it made over the one holding it.
        /// SwiftUI presents one thing from a level, as UIKit presents nothing from a screen that
        /// presents already.
        case alreadyPresenting
        /// `present(_:style:)` with `.alert` or `.confirmationDialog`: an alert is presented
        /// with its content, by `presentAlert` or `presentConfirmationDialog`.
        case alertWithoutContent
        /// `answer` for a route that is not a presented alert, is not visible, or has no such
        /// button.
        case invalidAlertAnswer
        /// `FlowTabs`: selecting a tab that does not exist.
        case unknownTab
        /// `FlowTabs`: adding a tab for a value that has one.
        case tabAlreadyAdded
        /// `FlowSplit`: setting its columns again.
        case columnsAlreadySet
        /// `FlowSplit`: bringing the content column on top in a split view without one.
        case noContentColumn
        /// `FlowSplit`: a value written to `selection` while the sidebar is not visible: nobody
        /// picks it then, and its step would be dropped (a flow selects with `select(_:)`).
        case selectionNotVisible
    }

    /// What went wrong.
    public let kind: Kind
    /// A human-readable explanation.
    public let message: String

    /// Creates a warning.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, prefixed with the library's name.
    public var description: String { "[RxFlowSwiftUI] \(message)" }
}
