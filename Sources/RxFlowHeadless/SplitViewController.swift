/// A primary and a secondary column, like `UISplitViewController` with two columns.
///
/// Expanded (an iPad, the default) both columns are shown. Collapsed (an iPhone: set
/// `isCollapsed`), only the primary column is: as UIKit does, a secondary screen is pushed on
/// the primary column's navigation stack (when the primary is a navigation controller and the
/// secondary is not), otherwise it is hidden. Collapsing and expanding move screens without
/// dismissing them, so their contributions carry on.
///
/// Unlike `NavigationController` and `TabBarController`, it is not a `RestorablePresentable`:
/// what the user changes here without a step is not its own state. Whether it is collapsed
/// follows the device (the app sets it again at launch), its preferred display mode is the
/// app's choice, and its columns are made by the flows' steps again when a snapshot is
/// restored (a column the user popped while collapsed was dismissed, and left the snapshot).
@MainActor
open class SplitViewController: ViewController {
    /// Whether only the primary column is shown.
    private var collapsed = false
    /// The secondary screen while collapsed onto the primary's stack (the stack owns it).
    weak var pushedDetail: ViewController?

    /// Creates an expanded split view controller without columns.
    public override init() {
        super.init()
    }

    /// How the app prefers the columns arranged: stored and rendered, nothing more (see
    /// `DisplayMode`).
    public var preferredDisplayMode: DisplayMode = .automatic

    /// Whether only the primary column shows (UIKit derives it from the horizontal size class:
    /// compact on an iPhone; headless, set it). Collapsing pushes the secondary screen on the
    /// primary navigation controller's stack, the primary's top disappearing under it;
    /// expanding takes it back to the secondary column (popping first, and dismissing, the
    /// screens pushed above it meanwhile). A secondary popped while collapsed is gone: the
    /// split expands with the primary alone.
    public var isCollapsed: Bool {
        get { collapsed }
        set {
            guard newValue != collapsed else { return }
            let window = self.window
            if newValue {
                collapsed = true
                collapseSecondary()
            } else {
                separateSecondary()
                collapsed = false
            }
            Transition.run(in: window, animated: false) {}
        }
    }

    /// The columns: `[primary]` or `[primary, secondary]`; collapsed, `[primary]` only (as in
    /// UIKit). Setting it replaces them (removed columns and every screen they hold signal
    /// `rxDismissed`); more than two columns, a screen twice, or a screen that is elsewhere in
    /// a hierarchy or presents one is ignored with a warning. Collapsed, the new secondary is
    /// pushed on the new primary's stack.
    public var viewControllers: [ViewController] {
        get { collapsed ? Array(children.prefix(1)) : children }
        set {
            guard newValue.count <= 2 else {
                warn(.unsupported, "viewControllers on \(label) with \(newValue.count) columns (at most 2); ignored.")
                return
            }
            // Checked before the pushed secondary moves back: a refused list changes nothing.
            let pushed = collapsed ? pushedDetail.flatMap { $0.parent === children.first ? $0 : nil } : nil
            guard validateNewChildren(newValue, call: "viewControllers", movingBack: pushed) else { return }
            if collapsed { separateSecondary() }
            replaceChildren(with: newValue, animated: false) {
                if self.collapsed { self.collapseSecondary() }
            }
        }
    }

    /// Shows `viewController` as the secondary column, replacing (and dismissing) the previous
    /// one; without any column it becomes the primary one. Collapsed, it is pushed on the
    /// primary's stack in place of the previous secondary (UIKit would stack them).
    /// `sender` is ignored.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        // Shown already; a pushed detail the user popped since is pushed again.
        if collapsed, pushedDetail === viewController, viewController.parent === children.first { return }
        if !collapsed, children.count == 2, children[1] === viewController { return }
        guard let primary = children.first else {
            viewControllers = [viewController]
            return
        }
        guard primary !== viewController else {
            warn(
                .alreadyInHierarchy,
                "showDetailViewController(\(viewController.label)): it is the primary column; ignored.")
            return
        }
        if collapsed, let stack = primary as? NavigationController, !(viewController is NavigationController) {
            showCollapsedDetail(viewController, on: stack)
        } else {
            viewControllers = [primary, viewController]
        }
    }

    // MARK: - Internal

    override var shownChildren: [ViewController] { collapsed ? Array(children.prefix(1)) : children }

    override func renderRole(ofChildAt index: Int) -> (bullet: String, tag: String?) {
        ("-", index == 0 ? "primary" : "secondary")
    }

    override var renderedDetails: [String] {
        super.renderedDetails + (collapsed ? ["{collapsed}"] : [])
            + (preferredDisplayMode == .automatic ? [] : ["{display mode: \(preferredDisplayMode)}"])
    }
}
