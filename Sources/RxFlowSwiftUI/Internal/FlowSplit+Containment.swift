/// A split view in a tab (`FlowTabs.add(_:split:)`): the tab shows it while it is selected, and
/// through it the columns its rules show; ending the tabs ends it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowSplit: ContainedStack {
    var container: AnyObject? {
        get { containerOwner }
        set {
            forgetLostContainer()
            containerOwner = newValue
            isContained = newValue != nil
        }
    }

    /// Free (not shown by the app, in no tab), or in tabs that are gone (released without
    /// `end()`).
    var canJoinContainer: Bool { containerOwner == nil && (!isShownByApp || isContained) }

    func setShownByContainer(_ shown: Bool) {
        guard shown != isShownByApp else { return }
        isShownByApp = shown
        if shown { state.apply(presence.reenter()) }
        settle()
    }

    /// Pops the column the user sees last to its root: in compact width the one on top, in
    /// regular width the detail (every column visibility shows it). Which column is on top
    /// stays: the user tapped the tab, not Back. Decided by the width, not by what shows now:
    /// with the tabs hidden the column pops as a tab's stack does (an ended split view has none).
    func popToRootOnReselect() {
        stack(isCompact ? compactColumn : .detail)?.popToRootOnReselect()
    }

    func leaveContainer() {
        (containerOwner, isContained) = (nil, false)
        end()
    }

    /// Frees a split view whose tabs were released without `end()`: it is not shown, and held
    /// by nothing (its columns hide). Nothing else does.
    func forgetLostContainer() {
        guard hasLostContainer else { return }
        settle()
    }
}
