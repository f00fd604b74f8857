import Logging
@_spi(RxFlowInternals) import RxFlow

/// A screen with `UIViewController`'s shape and lifecycle, but no view and no drawing.
///
/// Ownership follows UIKit: a parent owns its children, a presenter owns what it presents, a
/// window owns its root; `parent`, `presentingViewController` and the window link are weak.
/// Transitions are immediate: appearance callbacks, `didMove(toParent:)` and completions run
/// before the call that caused them returns. Subclasses override the appearance methods as
/// they would in UIKit; calling `super` is allowed but not needed.
@MainActor
open class ViewController: Presentable {
    // MARK: - Identity

    /// The screen's title, shown by `Window.render()`.
    open var title: String?

    /// The buttons a navigation bar shows for this screen (`navigationItem.rightBarButtonItem`).
    public let navigationItem = NavigationItem()

    /// What a tab bar shows for this screen, made (with the screen's title) when first read, as
    /// in UIKit; `Window.render()` prints it once it exists.
    public var tabBarItem: TabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: TabBarItem?

    /// How `present(_:animated:completion:)` shows this screen; `.automatic` (a page sheet:
    /// the presenter stays visible) by default, as in UIKit since iOS 13.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic

    // MARK: - Hierarchy storage

    /// The container holding this screen, if any.
    public internal(set) weak var parent: ViewController?
    /// The screens this one contains, in order.
    public internal(set) var children: [ViewController] = []
    /// What this screen presents (strong, as in UIKit); only a presentation context presents.
    var presentedStorage: ViewController?
    /// Who presents this screen.
    weak var presentingStorage: ViewController?
    /// The window this screen is the root of.
    weak var windowStorage: Window?

    // MARK: - State

    /// Whether the screen is on screen: in a key window's hierarchy and not covered. It turns
    /// true just before `viewDidAppear(_:)` and false just before `viewDidDisappear(_:)`.
    public var isVisible: Bool { lifecycle.state.isVisible }
    /// True while this screen is being presented (inside its appearance callbacks).
    public internal(set) var isBeingPresented = false
    /// True while this screen is being dismissed: it is the presented screen of a dismissal, or
    /// one presented above it. As in UIKit, the screens a dismissed container holds are not:
    /// they read their container's flag (`navigationController?.isBeingDismissed`).
    public internal(set) var isBeingDismissed = false
    /// True while this screen is being added to a container.
    public internal(set) var isMovingToParent = false
    /// True while this screen is being removed from its container.
    public internal(set) var isMovingFromParent = false
    /// Whether `viewDidLoad()` has run: the screen appeared once, or `loadViewIfNeeded()` ran.
    public private(set) var isViewLoaded = false
    /// The misuses this screen received (it was the receiver of the ignored call), oldest first.
    public private(set) var warnings: [HeadlessWarning] = []

    /// Turns the callbacks this screen gets into `isVisible` and its dismissals, as UIKit's
    /// would be: its state is what `rxVisible`, `rxDismissed` and the coordinator read.
    let lifecycle = PresentationLifecycle()

    /// Creates a screen outside any hierarchy.
    public init() {}

    // MARK: - Presentable

    /// Emits `isVisible` on subscription, then each change (never the same value twice in a row).
    public var rxVisible: AnyPublisher<Bool, Never> { lifecycle.state.rxVisible }

    /// Emits once, then finishes, at the next dismissal: when this screen, or a container or
    /// presentation holding it, is dismissed from a presentation or removed from its parent
    /// (popped, replaced, `removeFromParent()`). Each dismissal is reported once.
    public var rxDismissed: AnyPublisher<Void, Never> { lifecycle.state.rxDismissed }

    /// The state behind `rxVisible` and `rxDismissed`, which the coordinator watches directly.
    public var presentationState: PresentationState? { lifecycle.state }

    // MARK: - Lifecycle (override points)

    /// Called once, before the screen first appears (before its first `viewWillAppear(_:)`),
    /// or at `loadViewIfNeeded()` if that comes first. There is no view: this is where a
    /// ported screen sets up its bindings and bar button items, as in UIKit.
    open func viewDidLoad() {}
    /// Called before the screen appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the screen appeared; `isVisible` is already true.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the screen disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the screen disappeared; `isVisible` is already false.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the screen is added to (`parent` non-nil) or removed from (`nil`) a container.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the screen was added to (`parent` non-nil) or removed from (`nil`) a container.
    open func didMove(toParent parent: ViewController?) {}

    /// Runs `viewDidLoad()` unless it already ran, as UIKit does when the view is first needed.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    // MARK: - Containment

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }
    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }
    /// The nearest ancestor that is a split view controller.
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }

    /// The window whose hierarchy holds this screen (through parents and presenters), if any.
    public var window: Window? {
        var current = self
        while true {
            if let parent = current.parent {
                current = parent
            } else if let presenter = current.presentingStorage {
                current = presenter
            } else {
                return current.windowStorage
            }
        }
    }

    /// Adds `child` at the end of `children`, calling its `willMove(toParent:)`. As in UIKit,
    /// the container calls `child.didMove(toParent: self)` itself when done. Having no views,
    /// the child appears at once if this screen is visible.
    ///
    /// Ignored with an `.alreadyInHierarchy` warning if `child` is elsewhere in a hierarchy or
    /// presents a screen (a child cannot present: its container would).
    open func addChild(_ child: ViewController) {
        if child.parent === self { return }
        if let problem = containmentProblem(for: child) {
            warn(.alreadyInHierarchy, "addChild(\(child.label)) on \(label): \(problem); ignored.")
            return
        }
        let window = self.window
        attach(child)
        Transition.run(in: window, animated: false) { child.isMovingToParent = false }
    }

    /// Removes this screen from its parent; then calls `didMove(toParent: nil)`, and this screen
    /// and every screen it holds signal `rxDismissed`. Does nothing without a parent.
    open func removeFromParent() {
        guard let parent else { return }
        let window = self.window
        parent.detach(self)
        Transition.run(in: window, animated: false) { self.finishDetach() }
    }

    // MARK: - Presentation

    /// What this screen's presentation context presents (for a child: what its top-most
    /// container presents).
    public var presentedViewController: ViewController? { presentationContext.presentedStorage }

    /// Who presents this screen's presentation context (for a child: who presents its top-most
    /// container).
    public var presentingViewController: ViewController? { presentationContext.presentingStorage }

    /// Presents `viewControllerToPresent` from this screen's presentation context (its top-most
    /// container, as UIKit does for full-screen presentations), then runs `completion`.
    ///
    /// Ignored with a warning (and no completion) when the context already presents a screen or
    /// when `viewControllerToPresent` is already in a hierarchy. Unlike UIKit, presenting from
    /// a screen outside any window is allowed: it shows once the hierarchy is in a key window.
    open func present(
        _ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil
    ) {
        let context = presentationContext
        let presented = viewControllerToPresent
        if let current = context.presentedStorage {
            warn(
                .alreadyPresenting,
                "Attempt to present \(presented.label) on \(context.label), which is already presenting "
                    + "\(current.label); ignored.")
            return
        }
        if let problem = context.insertionProblem(for: presented) {
            warn(.alreadyInHierarchy, "Attempt to present \(presented.label) on \(context.label): \(problem); ignored.")
            return
        }
        let window = context.window
        context.presentedStorage = presented
        presented.presentingStorage = context
        presented.isBeingPresented = true
        // Presented again after a dismissal: it and what it holds can be dismissed again.
        presented.forEachInHierarchy { $0.lifecycle.enteredHierarchy() }
        Transition.run(in: window, animated: animated) {
            presented.isBeingPresented = false
            completion?()
        }
    }

    /// Dismisses what this screen's context presents (and everything presented above it), or,
    /// if it presents nothing, the context itself from its presenter; then runs `completion`.
    ///
    /// Every dismissed screen and all its descendants signal `rxDismissed`. Ignored with a
    /// warning (and no completion) when there is nothing to dismiss.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        let presenter: ViewController
        let target: ViewController
        if let presented = context.presentedStorage {
            presenter = context
            target = presented
        } else if let presenting = context.presentingStorage {
            presenter = presenting
            target = context
        } else {
            warn(.nothingToDismiss, "dismiss on \(label), which neither presents nor is presented; ignored.")
            return
        }
        let window = presenter.window
        var dismissed: [ViewController] = []
        target.forEachInHierarchy { dismissed.append($0) }
        // Only presented screens are flagged; the screens their containers hold see that they
        // are leaving through their parents (`isLeavingHierarchy`), as UIKit screens do.
        var presentedChain: [ViewController] = []
        var nextPresented: ViewController? = target
        while let screen = nextPresented {
            presentedChain.append(screen)
            nextPresented = screen.presentedStorage
        }
        presenter.presentedStorage = nil
        for screen in dismissed {
            screen.presentingStorage = nil
            screen.presentedStorage = nil
        }
        for screen in presentedChain { screen.isBeingDismissed = true }
        // Visible screens are dismissed as they disappear, leaving; the hidden ones get no
        // callback (as in UIKit) and are dismissed after the transition.
        Transition.run(in: window, animated: animated) {
            for screen in presentedChain { screen.isBeingDismissed = false }
            for screen in dismissed { screen.lifecycle.ancestorLeftHierarchy() }
            completion?()
        }
    }

    // MARK: - Internal machinery

    /// The top-most container of this screen: where presentations happen.
    var presentationContext: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The children shown while this screen is shown (all of them; containers narrow it).
    var shownChildren: [ViewController] { children }

    /// How `render()` marks child `index`: its bullet and an optional role tag.
    func renderRole(ofChildAt index: Int) -> (bullet: String, tag: String?) { ("-", nil) }

    /// What `render()` appends to this screen's line: its bar button items (subclasses add).
    var renderedDetails: [String] { (tabBarItemStorage.map { [$0.rendered] } ?? []) + navigationItem.renderedItems }

    /// `Type "title"`, for messages and rendering; the type named as the engine's events name
    /// it (`Catalog.BookScreen` for a nested type). The test kit names screens the same way.
    @_spi(RxFlowInternals) public var label: String {
        let name = TypeName.of(type(of: self))
        guard let title else { return name }
        return "\(name) \"\(title)\""
    }

    /// Why `candidate` cannot be made a child of this screen, or nil if it can: as for any
    /// insertion, and a screen that presents one cannot become a child, whose presentations
    /// belong to its top-most container (the two ends of the presentation would disagree).
    func containmentProblem(for candidate: ViewController) -> String? {
        if let problem = insertionProblem(for: candidate) { return problem }
        if let presented = candidate.presentedStorage {
            return "\(candidate.label) presents \(presented.label); a child cannot present"
        }
        return nil
    }

    /// Why `candidate` cannot be put under this screen, or nil if it can.
    func insertionProblem(for candidate: ViewController) -> String? {
        var current: ViewController? = self
        while let screen = current {
            if screen === candidate { return "\(candidate.label) is this screen or one of its ancestors" }
            current = screen.parent ?? screen.presentingStorage
        }
        if let parent = candidate.parent { return "\(candidate.label) already has a parent, \(parent.label)" }
        if let presenter = candidate.presentingStorage {
            return "\(candidate.label) is already presented by \(presenter.label)"
        }
        if candidate.windowStorage != nil { return "\(candidate.label) is the root view controller of a window" }
        return nil
    }

    /// Appends `child` (calling its `willMove(toParent:)`), flagged as moving to its parent.
    func attach(_ child: ViewController) {
        child.willMove(toParent: self)
        child.parent = self
        child.isMovingToParent = true
        children.append(child)
        child.enteredParent()
    }

    /// Removes `child` from `children`, flagged as moving from its parent.
    func detach(_ child: ViewController) {
        children.removeAll { $0 === child }
        child.parent = nil
        child.isMovingFromParent = true
    }

    /// Moves `child` from this container to the end of `newParent`'s children without leaving
    /// the hierarchy: no dismissal, no `willMove`/`didMove` (a split view's collapse and
    /// separation). The caller runs the appearance transition.
    func transferChild(_ child: ViewController, to newParent: ViewController) {
        children.removeAll { $0 === child }
        newParent.children.append(child)
        child.parent = newParent
    }

    /// Ends an addition: clears the flag and calls `didMove(toParent:)`.
    func finishAttach(to parent: ViewController) {
        isMovingToParent = false
        didMove(toParent: parent)
    }

    /// Ends a removal: clears the flag, calls `didMove(toParent: nil)`; this screen and every
    /// screen it holds signal `rxDismissed` unless they did as they disappeared.
    func finishDetach() {
        isMovingFromParent = false
        didMove(toParent: nil)
        lifecycle.didMoveToParent(false)
        // UIKit tells the children of a removed container nothing; hidden ones leave with it.
        forEachInHierarchy { if $0 !== self { $0.lifecycle.ancestorLeftHierarchy() } }
    }

    /// Tells the lifecycles that this screen was just added to a parent, so that it, and the
    /// screens it holds, can be dismissed again even if they were before.
    func enteredParent() {
        lifecycle.didMoveToParent(true)
        forEachInHierarchy { if $0 !== self { $0.lifecycle.enteredHierarchy() } }
    }

    /// Replaces `children` with `newChildren` (already validated), moving the removed ones out
    /// and the added ones in, with one appearance transition.
    func replaceChildren(with newChildren: [ViewController], animated: Bool, then: (() -> Void)? = nil) {
        let removed = children.filter { old in !newChildren.contains { $0 === old } }
        let added = newChildren.filter { new in !children.contains { $0 === new } }
        let window = self.window
        for screen in removed { screen.willMove(toParent: nil) }
        for screen in added { screen.willMove(toParent: self) }
        for screen in removed {
            screen.parent = nil
            screen.isMovingFromParent = true
        }
        for screen in added {
            screen.parent = self
            screen.isMovingToParent = true
        }
        children = newChildren
        for screen in added { screen.enteredParent() }
        then?()
        Transition.run(in: window, animated: animated) {
            for screen in removed.reversed() { screen.finishDetach() }
            for screen in added { screen.finishAttach(to: self) }
        }
    }

    /// Checks a list of screens meant to become this container's children; records a warning
    /// and returns false if it cannot be used. `movingBack` is a screen held elsewhere in
    /// this container's subtree that the caller moves back among its children first.
    func validateNewChildren(_ newChildren: [ViewController], call: String, movingBack: ViewController? = nil) -> Bool {
        for (index, screen) in newChildren.enumerated() where newChildren[..<index].contains(where: { $0 === screen }) {
            warn(.duplicateViewController, "\(call) on \(label): \(screen.label) appears twice; ignored.")
            return false
        }
        for screen in newChildren where screen.parent !== self && screen !== movingBack {
            if let problem = containmentProblem(for: screen) {
                warn(.alreadyInHierarchy, "\(call) on \(label): \(problem); ignored.")
                return false
            }
        }
        return true
    }

    /// Calls `body` with this screen and everything it holds, parents first: its children, and
    /// what it presents, recursively.
    func forEachInHierarchy(_ body: (ViewController) -> Void) {
        body(self)
        for child in children { child.forEachInHierarchy(body) }
        presentedStorage?.forEachInHierarchy(body)
    }

    /// Whether this screen, or a container or presenter above it, is being dismissed or removed
    /// from its parent: a disappearance now is this screen leaving the hierarchy.
    var isLeavingHierarchy: Bool {
        var current: ViewController? = self
        while let screen = current {
            if screen.isBeingDismissed || screen.isMovingFromParent { return true }
            current = screen.parent ?? screen.presentingStorage
        }
        return false
    }

    /// Records a misuse on this screen and its window, and logs it with the window's logger
    /// (`Logger.current` outside any window).
    func warn(_ kind: HeadlessWarning.Kind, _ message: String) {
        let warning = HeadlessWarning(kind: kind, message: message)
        warnings.append(warning)
        let window = self.window
        window?.record(warning)
        WarningLog.write(warning, screen: label, to: window?.logger ?? Logger.current)
    }

    private func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let screen = current {
            if let match = screen as? Container { return match }
            current = screen.parent
        }
        return nil
    }
}
