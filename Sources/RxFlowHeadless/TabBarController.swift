import Foundation

/// Tabs of screens, like `UITabBarController`: only the selected tab is shown.
///
/// Changing `selectedIndex` or `selectedViewController` makes the old tab disappear and the
/// new one appear. Tabs removed by `setViewControllers`, and every screen they hold, signal
/// `rxDismissed`.
@MainActor
open class TabBarController: ViewController {
    private weak var selectedStorage: ViewController?

    /// Creates a tab bar controller without tabs.
    public override init() {
        super.init()
    }

    /// The tabs, in order. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. As in UIKit, the selected tab stays selected if it is still there;
    /// otherwise the tab at its index is selected, or the first tab if there is none at that
    /// index. Ignored with a warning if the list contains a screen twice, a screen that is
    /// elsewhere in a hierarchy or one that presents a screen.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        guard validateNewChildren(viewControllers, call: "setViewControllers") else { return }
        let previous = selectedViewController
        let previousIndex = children.firstIndex { $0 === previous }
        replaceChildren(with: viewControllers, animated: animated) {
            if let previous, viewControllers.contains(where: { $0 === previous }) {
                self.selectedStorage = previous
            } else if let previousIndex, viewControllers.indices.contains(previousIndex) {
                self.selectedStorage = viewControllers[previousIndex]
            } else {
                self.selectedStorage = viewControllers.first
            }
        }
    }

    /// The selected tab; the first tab if the selected one was removed; nil without tabs.
    /// Setting a screen that is not a tab is ignored with an `.invalidSelection` warning.
    public var selectedViewController: ViewController? {
        get {
            if let selected = selectedStorage, children.contains(where: { $0 === selected }) { return selected }
            return children.first
        }
        set {
            guard let newValue, children.contains(where: { $0 === newValue }) else {
                let name = newValue?.label ?? "nil"
                warn(.invalidSelection, "selectedViewController = \(name) on \(label): not one of its tabs; ignored.")
                return
            }
            select(newValue)
        }
    }

    /// The index of the selected tab; `NSNotFound` without tabs. Setting an index out of range
    /// is ignored with an `.invalidSelection` warning.
    public var selectedIndex: Int {
        get {
            guard let selected = selectedViewController else { return NSNotFound }
            return children.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard children.indices.contains(newValue) else {
                warn(
                    .invalidSelection,
                    "selectedIndex = \(newValue) on \(label), which has \(children.count) tab(s); ignored.")
                return
            }
            select(children[newValue])
        }
    }

    // MARK: - Internal

    override var shownChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    override func renderRole(ofChildAt index: Int) -> (bullet: String, tag: String?) {
        (children[index] === selectedViewController ? "*" : "-", nil)
    }

    private func select(_ tab: ViewController) {
        guard tab !== selectedViewController else {
            selectedStorage = tab
            return
        }
        let window = self.window
        selectedStorage = tab
        Transition.run(in: window, animated: false) {}
    }
}
