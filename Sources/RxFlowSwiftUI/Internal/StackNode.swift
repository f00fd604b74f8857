import RxFlow

/// A `FlowStack` whatever its route type, as the stack presenting it sees it: the links
/// between a stack and the child stacks its presentations hold.
@MainActor
@usableFromInline
protocol StackNode: StackPresentable {
    /// The stack presenting this one, if any (held weakly: the host holds the child).
    var host: (any StackNode)? { get set }
    /// Whether a full-screen cover is presented over it, in it or in a child stack.
    var presentsCover: Bool { get }
    /// Set on the stack at the top of a tree when a change arrives while it applies the
    /// previous one: it applies again from the start.
    var needsSettle: Bool { get }
    /// Applies the model's rules to the routes and child stacks, given whether the stack is
    /// shown; false if a change arrived meanwhile (on `top`), which then applies again.
    func apply(shown: Bool, top: any StackNode) -> Bool
    /// The alert or dialog at the top of its presentations (through the child stacks they
    /// hold), described for a warning; nil if the top-most presentation is not one.
    var topmostAlert: String? { get }
    /// Its top-most presentation, described for a warning (`share, a sheet`); nil if it
    /// presents nothing.
    var topmostPresentation: String? { get }
    /// What `described` (`topmostAlert`, `topmostPresentation`) says of the first stack, from
    /// this one up through those presenting it, that presents something over the presentation
    /// holding `child`; nil if none does.
    func presentation(covering child: any StackNode, _ described: (any StackNode) -> String?) -> String?
    /// Applies the last changes to the whole tree (from its top).
    func settle()
    /// The presentation holding it ended: every route leaves and the stack is dismissed.
    func endHostedPresentation(top: any StackNode)
    /// Dismisses the presentation that holds `child`.
    func dismissPresentation(holding child: any StackNode)
    /// Lines of `render()`, indented by `depth`.
    func renderLines(depth: Int) -> [String]
}
