import RxFlow

/// What every `FlowStack` is, whatever its routes: code that does not know the route type (a
/// tab view of stacks, the test kit) shows, hides, ends, walks and renders a stack with it.
@MainActor
public protocol StackPresentable: Presentable {
    /// Whether the stack was shown with `show()` (or by the presentation holding it) and has
    /// not been hidden or ended since.
    var isShown: Bool { get }
    /// Shows a stack that no other stack presents: the app's root, a selected tab. Its top
    /// route becomes visible.
    func show()
    /// Hides a stack that no other stack presents (a tab no longer selected): nothing on it is
    /// visible, nothing is dismissed.
    func hide()
    /// Ends the stack's presentation: every route on it is dismissed, top first, then the
    /// stack itself (a flow whose root it is ends). A presented stack is dismissed from the
    /// stack presenting it. A no-op on a stack already ended and empty; it may be shown again,
    /// and what is pushed or presented on it meanwhile waits, hidden, until then (or the next
    /// end, which dismisses it). A stack in a tab or a split view column is shown again by its
    /// container: at once while its tab is selected or its column shown.
    func end()
    /// The route the user looks at, if it is visible: the top-most visible presentation (in a
    /// presented child stack, that stack's), or the top of the path.
    var visibleRoute: (any Presentable)? { get }
    /// Every route and child stack on the stack, recursively: what should be released once
    /// the stack has ended.
    var presentables: [any Presentable] { get }
    /// The stack as text, one line per route, with presentations and child stacks indented
    /// under it, e.g. `- list`, `- movie(id: 1) (top) [visible]`, `- sheet: settings`.
    func render() -> String
}
