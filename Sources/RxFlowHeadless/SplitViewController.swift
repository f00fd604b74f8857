/// A primary and a secondary column, like a `UISplitViewController` that is not collapsed:
/// both columns are shown.
@MainActor
open class SplitViewController: ViewController {
    /// Creates a split view controller without columns.
    public override init() {
        super.init()
    }

    /// The columns: `[primary]` or `[primary, secondary]`. Setting it replaces them (removed
    /// columns and every screen they hold signal `rxDismissed`); more than two columns, a
    /// screen twice, or a screen that is elsewhere in a hierarchy or presents one is ignored
    /// with a warning.
    public var viewControllers: [ViewController] {
        get { children }
        set {
            guard newValue.count <= 2 else {
                warn(.unsupported, "viewControllers on \(label) with \(newValue.count) columns (at most 2); ignored.")
                return
            }
            guard validateNewChildren(newValue, call: "viewControllers") else { return }
            replaceChildren(with: newValue, animated: false)
        }
    }

    /// Shows `viewController` as the secondary column, replacing (and dismissing) the previous
    /// one. Without any column it becomes the primary one. `sender` is ignored.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if children.count == 2, children[1] === viewController { return }
        if let primary = children.first {
            guard primary !== viewController else {
                warn(
                    .alreadyInHierarchy,
                    "showDetailViewController(\(viewController.label)): it is the primary column; ignored.")
                return
            }
            viewControllers = [primary, viewController]
        } else {
            viewControllers = [viewController]
        }
    }

    // MARK: - Internal

    override func renderRole(ofChildAt index: Int) -> (bullet: String, tag: String?) {
        ("-", index == 0 ? "primary" : "secondary")
    }
}
