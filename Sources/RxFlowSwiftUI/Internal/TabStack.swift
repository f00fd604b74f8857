/// A `FlowStack` whatever its route type, as the `FlowTabs` holding it sees it.
@MainActor
protocol TabStack: StackPresentable {
    /// The tabs holding it, if any (held weakly: the tabs hold the stack).
    var tabsHost: AnyObject? { get set }
    /// Whether it can join tabs: not shown by the app, not presented, not in tabs already.
    var canJoinTabs: Bool { get }
    /// Shown while its tab is selected and its tabs are shown; hidden otherwise.
    func setShownByTabs(_ shown: Bool)
    /// The user reselected its tab: back to its root, as iOS does.
    func popToRootOnReselect()
    /// Its tabs ended: it ends, and no longer belongs to them.
    func leaveTabs()
    /// Lines of `render()`, indented by `depth`.
    func renderLines(depth: Int) -> [String]
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowStack: TabStack {
    var tabsHost: AnyObject? {
        get { tabsOwner }
        set { tabsOwner = newValue }
    }

    var canJoinTabs: Bool { hostStack == nil && tabsOwner == nil && !isShownByApp }

    func setShownByTabs(_ shown: Bool) {
        guard shown != isShownByApp else { return }
        isShownByApp = shown
        if shown { state.apply(presence.reenter()) }
        settle()
    }

    func popToRootOnReselect() {
        popToRoot(animated: true)
    }

    func leaveTabs() {
        tabsOwner = nil
        end()
    }
}
