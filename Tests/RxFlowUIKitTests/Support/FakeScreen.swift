import RxFlow
import Testing

@testable import RxFlowUIKit

/// A screen with the parts of `UIViewController` the lifecycle rules read, answering as UIKit
/// documents: `presentingNode` is the presenter of the nearest presented ancestor, and
/// `presentedNode` what this screen or one of its ancestors presents.
@MainActor
final class FakeScreen: LifecycleNode {
    let name: String
    var isBeingDismissed = false
    var isMovingFromParent = false
    private(set) weak var parent: FakeScreen?
    private(set) var children: [FakeScreen] = []
    /// Set on a presented screen only, as UIKit stores it.
    private(set) weak var presenter: FakeScreen?
    private(set) var presented: FakeScreen?
    private(set) var trackedLifecycle: PresentationLifecycle?

    /// What the screen's state reported: "visible", "hidden", "dismissed", in order.
    private(set) var events: [String] = []
    private var visibility: AnyCancellable?
    private var dismissal: AnyCancellable?
    private var isWatchingDismissal = false

    /// A screen nobody watches has no lifecycle (`tracked: false`), as with UIKit.
    init(_ name: String, tracked: Bool = true) {
        self.name = name
        guard tracked else { return }
        let lifecycle = PresentationLifecycle()
        trackedLifecycle = lifecycle
        visibility = lifecycle.state.rxVisible.dropFirst().sink { [unowned self] visible in
            events.append(visible ? "visible" : "hidden")
        }
        watchDismissal()
    }

    var isVisible: Bool { trackedLifecycle?.state.isVisible ?? false }

    var parentNode: (any LifecycleNode)? { parent }
    var presentingNode: (any LifecycleNode)? {
        var root = self
        while let parent = root.parent { root = parent }
        return root.presenter
    }
    var presentedNode: (any LifecycleNode)? { presented ?? parent?.presentedNode }
    var childNodes: [any LifecycleNode] { children }

    // MARK: - Building the hierarchy (no callbacks: the tests send them)

    func addChild(_ child: FakeScreen) {
        children.append(child)
        child.parent = self
    }

    func removeChild(_ child: FakeScreen) {
        children.removeAll { $0 === child }
        child.parent = nil
    }

    func present(_ screen: FakeScreen) {
        presented = screen
        screen.presenter = self
    }

    func dismissPresented() {
        presented?.presenter = nil
        presented = nil
    }

    /// Forgets what was reported so far, and watches for the next dismissal.
    func forgetEvents() {
        events = []
        watchDismissal()
    }

    /// `rxDismissed` emits once, then finishes: watch again after each dismissal, so that a
    /// second one would be recorded too.
    private func watchDismissal() {
        guard let lifecycle = trackedLifecycle, !isWatchingDismissal else { return }
        isWatchingDismissal = true
        dismissal = lifecycle.state.rxDismissed.sink { [unowned self] in
            events.append("dismissed")
            isWatchingDismissal = false
        }
    }

    // MARK: - UIKit's callbacks, as the hooks report them

    func viewDidAppear() {
        watchDismissal()
        LifecycleRouter.viewDidAppear(self)
    }

    /// `flag` is the key path of the flag UIKit sets on this screen during the callback.
    func viewDidDisappear(while flag: ReferenceWritableKeyPath<FakeScreen, Bool>? = nil) {
        watchDismissal()
        if let flag { self[keyPath: flag] = true }
        LifecycleRouter.viewDidDisappear(self)
        if let flag { self[keyPath: flag] = false }
    }

    func didMove(toParent hasParent: Bool) {
        watchDismissal()
        LifecycleRouter.didMove(self, hasParent: hasParent)
    }
}
