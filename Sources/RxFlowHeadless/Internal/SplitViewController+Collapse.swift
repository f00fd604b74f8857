/// The moves behind `SplitViewController.isCollapsed`. They change the structure only: the
/// callers run one appearance transition afterwards.
///
/// Collapsed, the secondary screen is in one of two places: on top of (or under screens
/// pushed above) the primary navigation controller's stack (`pushedDetail`), or still the
/// second child, hidden (`shownChildren` shows the primary only) when it cannot be pushed.
extension SplitViewController {
    /// Pushes the secondary column on the primary's stack, if the primary is a navigation
    /// controller and the secondary is not (UIKit's default collapse); otherwise leaves it
    /// hidden in place.
    func collapseSecondary() {
        guard children.count == 2, let stack = children[0] as? NavigationController else { return }
        let secondary = children[1]
        guard !(secondary is NavigationController) else { return }
        transferChild(secondary, to: stack)
        pushedDetail = secondary
    }

    /// Takes the pushed secondary back to the secondary column. Screens pushed above it are
    /// popped first (and dismissed); a secondary no longer in the stack (popped) is forgotten.
    func separateSecondary() {
        defer { pushedDetail = nil }
        guard let detail = pushedDetail, let stack = children.first as? NavigationController,
            let index = stack.children.firstIndex(where: { $0 === detail }), index > 0
        else { return }
        if index < stack.children.count - 1 { stack.popToViewController(detail, animated: false) }
        stack.transferChild(detail, to: self)
    }

    /// Collapsed `showDetailViewController`: replaces the pushed secondary (and what is above
    /// it) with `detail` on `stack`, or pushes `detail` if no secondary is pushed.
    func showCollapsedDetail(_ detail: ViewController, on stack: NavigationController) {
        if let current = pushedDetail, let index = stack.children.firstIndex(where: { $0 === current }), index > 0 {
            stack.setViewControllers(Array(stack.children[..<index]) + [detail], animated: true)
        } else {
            stack.pushViewController(detail, animated: true)
        }
        if stack.children.last === detail { pushedDetail = detail }
    }
}
