/// A stack of screens, like `UINavigationController`: only the top screen is shown.
///
/// Pushed screens cover the one below them (which disappears); popped and replaced screens
/// are removed from the stack, get `didMove(toParent: nil)`, signal `rxDismissed` and are
/// released unless someone else holds them.
@MainActor
open class NavigationController: ViewController {
    /// Creates an empty navigation controller.
    public override init() {
        super.init()
    }

    /// Creates a navigation controller whose stack is `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack.
    public var topViewController: ViewController? { children.last }

    /// What is presented over this controller if anything, otherwise the top screen.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// Whether the navigation bar is hidden; `Window.render()` says so. Nothing else changes:
    /// headless, the bar takes no room.
    public var isNavigationBarHidden = false

    /// Hides or shows the navigation bar; `animated` changes nothing headless.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The bar: the navigation items of the stack's screens.
    public private(set) lazy var navigationBar = NavigationBar(navigationController: self)

    /// Pushes `viewController` on top of the stack; the previous top disappears.
    ///
    /// Ignored with a warning if it is already in this stack (`.alreadyInStack`), elsewhere in a
    /// hierarchy or presenting a screen (`.alreadyInHierarchy`), or a navigation controller
    /// (`.unsupported`).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if children.contains(where: { $0 === viewController }) {
            warn(.alreadyInStack, "Pushing \(viewController.label), already in the stack of \(label); ignored.")
            return
        }
        if viewController is NavigationController {
            warn(.unsupported, "Pushing a navigation controller (\(viewController.label)) is not supported; ignored.")
            return
        }
        if let problem = containmentProblem(for: viewController) {
            warn(.alreadyInHierarchy, "Pushing \(viewController.label) on \(label): \(problem); ignored.")
            return
        }
        let window = self.window
        attach(viewController)
        Transition.run(in: window, animated: animated) { viewController.finishAttach(to: self) }
    }

    /// Pops the top screen and returns it; the one below appears. With one screen or none,
    /// ignored with a `.cannotPopRoot` warning and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let top = children.last else {
            warn(.cannotPopRoot, "popViewController on \(label), whose stack has \(children.count) screen(s); ignored.")
            return nil
        }
        pop(from: children.count - 1, animated: animated)
        return top
    }

    /// Pops every screen above the root and returns them, bottom first (empty at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard children.count > 1 else { return [] }
        return pop(from: 1, animated: animated)
    }

    /// Pops the screens above `viewController` and returns them, bottom first. Ignored with a
    /// `.notInStack` warning, returning nil, if `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            warn(.notInStack, "popToViewController(\(viewController.label)) on \(label): not in the stack; ignored.")
            return nil
        }
        guard index + 1 < children.count else { return [] }
        return pop(from: index + 1, animated: animated)
    }

    /// Replaces the stack: screens no longer in it are removed (and signal `rxDismissed`), new
    /// ones are added, and the new top appears. Ignored with a warning if the list contains a
    /// screen twice, a navigation controller, or a screen that is elsewhere in a hierarchy or
    /// presents one.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        if let nested = viewControllers.first(where: { $0 is NavigationController }) {
            warn(
                .unsupported, "setViewControllers on \(label) with a navigation controller (\(nested.label)); ignored.")
            return
        }
        guard validateNewChildren(viewControllers, call: "setViewControllers") else { return }
        replaceChildren(with: viewControllers, animated: animated)
    }

    // MARK: - Internal

    override var shownChildren: [ViewController] { children.last.map { [$0] } ?? [] }

    override var renderedDetails: [String] {
        super.renderedDetails + (isNavigationBarHidden ? ["{navigation bar hidden}"] : [])
    }

    override func renderRole(ofChildAt index: Int) -> (bullet: String, tag: String?) {
        ("-", index == children.count - 1 ? "top" : nil)
    }

    @discardableResult
    private func pop(from index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(children[index...])
        replaceChildren(with: Array(children[..<index]), animated: animated)
        return popped
    }
}
