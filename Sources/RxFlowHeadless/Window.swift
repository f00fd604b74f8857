import Dispatch
import Logging
@_spi(RxFlowInternals) import RxFlow

/// The top of a hierarchy, like `UIWindow`: nothing appears until a window holding it is key.
///
/// A window is `Presentable`: visible once key, never dismissed. Each window is independent
/// (there is no application-wide key window), so tests can use as many as they like.
@MainActor
public final class Window: Presentable {
    /// Whether the window is key: its hierarchy can be visible.
    public private(set) var isKeyWindow = false
    /// The misuses received by screens while they were in this window, oldest first.
    public private(set) var warnings: [HeadlessWarning] = []
    /// The `animated` flag of the last appearance transition this window ran, if any.
    public private(set) var lastTransitionAnimated: Bool?

    private var rootStorage: ViewController?
    /// Visible while key; never dismissed.
    private let state = PresentationState()
    /// Screens that have appeared, parents first; diffed against the new visible set on each change.
    private var appeared: [ViewController] = []
    private var isTransitioning = false
    private var needsAnotherPass = false
    private var pendingCompletions: [@MainActor () -> Void] = []

    /// Where the misuses received by screens in this window are logged, at `error`, with
    /// their `kind` and `screen` as metadata. (Screens outside any window log to
    /// `Logger.current`.)
    public var logger: Logger

    /// Creates a window that is not key and has no root, whose screens log their misuses to
    /// `logger`.
    public init(logger: Logger = Logger.current) {
        self.logger = logger
    }

    /// A released window takes its hierarchy off screen: visible screens disappear (they are
    /// not dismissed, as when the root is replaced).
    ///
    /// Swift 6 lets the last reference to a main-actor object go on any thread, so this is not
    /// always on the main actor (and an `isolated deinit` needs macOS 15.4 and iOS 18.4 at run
    /// time). On the main queue the screens disappear now; elsewhere the disappearance is
    /// handed to the main queue, which keeps the screens alive until it runs.
    deinit {
        let shown = appeared
        guard !shown.isEmpty else { return }
        if MainQueue.isCurrent {
            MainActor.assumeIsolated {
                Self.runAppearanceCallbacks(disappearing: shown, appearing: [], animated: false)
            }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    Self.runAppearanceCallbacks(disappearing: shown, appearing: [], animated: false)
                }
            }
        }
    }

    /// The screen at the top of the hierarchy. Replacing it makes the old hierarchy disappear
    /// (it is not dismissed, as in UIKit) and releases it unless someone else holds it.
    public var rootViewController: ViewController? {
        get { rootStorage }
        set { setRoot(newValue) }
    }

    /// Makes the window key: its root and what is uncovered under it appear.
    public func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        state.setVisible(true)
        updateAppearance(animated: false, completion: nil)
    }

    /// Makes the window stop being key: everything in it disappears.
    ///
    /// Unlike UIKit, where a window that resigns key (another window became key, or the app
    /// went to the background) stays on screen and its screens get no callback: here "key"
    /// stands for key and visible, so this is how a test takes a hierarchy off screen (UIKit's
    /// `isHidden = true`). A test of backgrounding should not call it.
    public func resignKey() {
        guard isKeyWindow else { return }
        isKeyWindow = false
        updateAppearance(animated: false, completion: nil)
        state.setVisible(false)
    }

    // MARK: - Presentable

    /// Emits `isKeyWindow` on subscription, then each change.
    public var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }

    /// Never emits: a window is never dismissed.
    public var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }

    /// The state behind `rxVisible` and `rxDismissed`, which the coordinator watches directly.
    public var presentationState: PresentationState? { state }

    // MARK: - Rendering

    /// A text tree of the whole hierarchy, one screen per line, deterministic:
    ///
    /// ```
    /// Window (key)
    /// - TabBarController [visible]
    ///   * NavigationController "Wishlist" [visible]
    ///     - WishlistViewController "Wishlist" (top) [visible]
    ///   - NavigationController "Watched"
    ///     - WatchedViewController "Watched" (top)
    /// ```
    ///
    /// `*` marks the selected tab, `(top)` the top of a navigation stack, `(primary)` and
    /// `(secondary)` split columns, `[visible]` visible screens, and a `presented (style):`
    /// line introduces what a screen presents. Braces follow: a screen's tab bar item
    /// (`{tab: "Wishlist", image: wishlist}`), its navigation item's title and bar button items
    /// (`{title: "Movies"} {left: "Logout"} {right: image: settings, system: done}`), an
    /// alert's `{message: …}` and `{actions: …}`, `{navigation bar hidden}`, and on a split
    /// view `{collapsed}` and a preferred `{display mode: …}`.
    public func render() -> String {
        var renderer = HierarchyRenderer()
        renderer.append(isKeyWindow ? "Window (key)" : "Window (not key)")
        if let rootStorage {
            renderer.render(rootStorage, depth: 0)
        } else {
            renderer.append("  (no root view controller)")
        }
        return renderer.lines.joined(separator: "\n")
    }

    // MARK: - Internal

    func record(_ warning: HeadlessWarning) {
        warnings.append(warning)
    }

    /// Brings appearance in line with the hierarchy, then runs `completion`. Re-entrant calls
    /// (a change made from an appearance callback) only schedule another pass; completions run
    /// in order once all passes are done.
    func updateAppearance(animated: Bool, completion: (@MainActor () -> Void)?) {
        if let completion { pendingCompletions.append(completion) }
        if isTransitioning {
            needsAnotherPass = true
            return
        }
        isTransitioning = true
        repeat {
            needsAnotherPass = false
            applyAppearancePass(animated: animated)
        } while needsAnotherPass
        isTransitioning = false
        while !pendingCompletions.isEmpty {
            pendingCompletions.removeFirst()()
        }
    }

    private func setRoot(_ newRoot: ViewController?) {
        guard newRoot !== rootStorage else { return }
        if let newRoot, let problem = rootProblem(for: newRoot) {
            let warning = HeadlessWarning(
                kind: .alreadyInHierarchy, message: "rootViewController = \(newRoot.label): \(problem); ignored.")
            record(warning)
            WarningLog.write(warning, screen: newRoot.label, to: logger)
            return
        }
        rootStorage?.windowStorage = nil
        newRoot?.windowStorage = self
        rootStorage = newRoot
        updateAppearance(animated: false, completion: nil)
    }

    private func rootProblem(for screen: ViewController) -> String? {
        if let parent = screen.parent { return "it already has a parent, \(parent.label)" }
        if let presenter = screen.presentingStorage { return "it is presented by \(presenter.label)" }
        if screen.windowStorage != nil { return "it is the root of another window" }
        return nil
    }

    private func applyAppearancePass(animated: Bool) {
        var target: [ViewController] = []
        if isKeyWindow, let rootStorage { Self.collectShown(rootStorage, into: &target) }
        let targetIDs = Set(target.map(ObjectIdentifier.init))
        let appearedIDs = Set(appeared.map(ObjectIdentifier.init))
        let disappearing = appeared.filter { !targetIDs.contains(ObjectIdentifier($0)) }
        let appearing = target.filter { !appearedIDs.contains(ObjectIdentifier($0)) }
        appeared = target
        guard !disappearing.isEmpty || !appearing.isEmpty else { return }
        lastTransitionAnimated = animated
        Self.runAppearanceCallbacks(disappearing: disappearing, appearing: appearing, animated: animated)
    }

    /// UIKit's order for a push, a pop or a tab switch: `viewDidLoad` for screens appearing for
    /// the first time, every `viewWillDisappear`, every `viewWillAppear`, then every
    /// `viewDidDisappear` and every `viewDidAppear` (for a full-screen presentation UIKit calls
    /// `viewDidAppear` first; the guide says so). Each screen's lifecycle hears of it just
    /// before its `viewDid…` method runs, so `isVisible` is already up to date there; a screen
    /// that disappears while it (or something holding it) is dismissed or removed is dismissed.
    private static func runAppearanceCallbacks(
        disappearing: [ViewController], appearing: [ViewController], animated: Bool
    ) {
        for screen in appearing { screen.loadViewIfNeeded() }
        for screen in disappearing { screen.viewWillDisappear(animated) }
        for screen in appearing { screen.viewWillAppear(animated) }
        for screen in disappearing {
            screen.lifecycle.viewDidDisappear(isLeavingHierarchy: screen.isLeavingHierarchy)
            screen.viewDidDisappear(animated)
        }
        for screen in appearing {
            screen.lifecycle.viewDidAppear()
            screen.viewDidAppear(animated)
        }
    }

    /// Appends the screens shown when `screen` is, parents first. A full-screen presentation
    /// anywhere in `screen`'s presentation chain covers everything under it (the presenter,
    /// its containers, and page sheets between them); containers show only some children.
    private static func collectShown(_ screen: ViewController, into list: inout [ViewController]) {
        var chain = [screen]
        while let presented = chain[chain.count - 1].presentedStorage { chain.append(presented) }
        let firstUncovered = chain.indices.dropFirst().last { chain[$0].modalPresentationStyle.coversPresenter } ?? 0
        for member in chain[firstUncovered...] {
            list.append(member)
            for child in member.shownChildren { collectShown(child, into: &list) }
        }
    }
}
