/// The two walks the lifecycle rules need: up, to learn whether a screen is leaving, and down,
/// to reach the screens UIKit tells nothing when their container comes or goes.
extension LifecycleNode {
    /// Whether the screen is leaving the hierarchy: it, a container above it, or the screen
    /// that presented it or one of its containers (the presentation is dismissed with it), is
    /// being dismissed or removed from its parent. Only meaningful during a disappearance.
    var isLeavingHierarchy: Bool {
        var seen = Set<ObjectIdentifier>()
        var current: (any LifecycleNode)? = self
        // The hierarchy is a tree; the set only guards against a (fake) cycle.
        while let node = current, seen.insert(ObjectIdentifier(node)).inserted {
            if node.isBeingDismissed || node.isMovingFromParent { return true }
            // A child's presentingViewController is its presented ancestor's presenter: take
            // the parent first, and the presenter only at the root of a presentation.
            current = node.parentNode ?? node.presentingNode
        }
        return false
    }

    /// Calls `body` for every screen this one holds, at any depth: its children, and, if
    /// `includingPresented`, what it presents itself (not what an ancestor presents, which
    /// UIKit also returns from `presentedViewController`) and what those hold. Not `self`.
    func forEachHeldNode(includingPresented: Bool, _ body: (any LifecycleNode) -> Void) {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var pending: [any LifecycleNode] = [self]
        while let node = pending.popLast() {
            var held = node.childNodes
            if includingPresented, let presented = node.presentedNode, presented.presentingNode === node {
                held.append(presented)
            }
            for child in held where seen.insert(ObjectIdentifier(child)).inserted {
                body(child)
                pending.append(child)
            }
        }
    }
}
