/// What a container shows and hides, as the container holding it sees it: a `FlowStack` whatever
/// its route type (in a `FlowTabs` tab, or a `FlowSplit` column), or a `FlowSplit` whatever its
/// selection type (in a tab: `FlowTabs.add(_:split:)`).
@MainActor
protocol ContainedStack: StackPresentable {
    /// The container holding it, if any (held weakly: the container holds the stack).
    var container: AnyObject? { get set }
    /// Whether it can join a container: not shown by the app, not presented, not held already.
    var canJoinContainer: Bool { get }
    /// Shown while its container shows its tab or column; hidden otherwise.
    func setShownByContainer(_ shown: Bool)
    /// The user reselected its tab: back to its root, as iOS does (a split view: the column the
    /// user sees).
    func popToRootOnReselect()
    /// Its container ended: it ends, and no longer belongs to it.
    func leaveContainer()
    /// Lines of `render()`, indented by `depth`.
    func renderLines(depth: Int) -> [String]
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowStack: ContainedStack {
    var container: AnyObject? {
        get { containerOwner }
        set {
            forgetLostContainer()
            containerOwner = newValue
            isContained = newValue != nil
        }
    }

    /// Free, or held by tabs or a split view that are gone (released without `end()`).
    var canJoinContainer: Bool { hostStack == nil && containerOwner == nil && (!isShownByApp || isContained) }

    func setShownByContainer(_ shown: Bool) {
        guard shown != isShownByApp else { return }
        isShownByApp = shown
        if shown { state.apply(presence.reenter()) }
        settle()
    }

    func popToRootOnReselect() {
        popToRoot(animated: true)
    }

    func leaveContainer() {
        containerOwner = nil
        end()
    }
}
