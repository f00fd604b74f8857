/// Turns UIKit's three hooked callbacks into the events of the screens' lifecycles: the
/// screen's own, and those of the screens it holds, which UIKit tells nothing (a hidden tab,
/// or the screens under the top of a navigation stack, when their container is dismissed).
///
/// Platform-free, so that the Linux tests drive it with fake screens. Screens nobody watches
/// have no lifecycle and are only walked through.
@MainActor
enum LifecycleRouter {
    /// After `viewDidAppear(_:)`: the screen is visible, and what it holds is in a hierarchy
    /// again (it can be dismissed again, if it was before).
    static func viewDidAppear(_ screen: any LifecycleNode) {
        screen.trackedLifecycle?.viewDidAppear()
        screen.forEachHeldNode(includingPresented: false) { $0.trackedLifecycle?.enteredHierarchy() }
    }

    /// After `viewDidDisappear(_:)`: the screen is hidden, and if it is leaving the hierarchy,
    /// it and everything it holds or presents are dismissed (once each).
    static func viewDidDisappear(_ screen: any LifecycleNode) {
        let isLeaving = screen.isLeavingHierarchy
        screen.trackedLifecycle?.viewDidDisappear(isLeavingHierarchy: isLeaving)
        if isLeaving { dismissHeldNodes(of: screen) }
    }

    /// After `didMove(toParent:)`: added to a container (`hasParent`), the screen and what it
    /// holds can be dismissed again; removed from it, they are dismissed, shown or not.
    static func didMove(_ screen: any LifecycleNode, hasParent: Bool) {
        screen.trackedLifecycle?.didMoveToParent(hasParent)
        if hasParent {
            screen.forEachHeldNode(includingPresented: false) { $0.trackedLifecycle?.enteredHierarchy() }
        } else {
            dismissHeldNodes(of: screen)
        }
    }

    private static func dismissHeldNodes(of screen: any LifecycleNode) {
        screen.forEachHeldNode(includingPresented: true) { $0.trackedLifecycle?.ancestorLeftHierarchy() }
    }
}
