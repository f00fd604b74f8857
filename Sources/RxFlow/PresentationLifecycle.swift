/// UIKit's screen lifecycle rules in one platform-free place: feed it a screen's appearance
/// and containment callbacks, and its `state` says whether the screen is visible and reports
/// each dismissal once.
///
/// The headless layer feeds it, and so can a UIKit adapter (from `viewDidAppear`,
/// `viewDidDisappear` and `didMove(toParent:)`). A window is not a screen: it is visible once
/// key and never dismissed, so it keeps a bare `PresentationState`.
///
/// A screen is dismissed when it leaves the hierarchy: it, or a container or presenter above
/// it, is dismissed or removed from its parent. Each dismissal is reported once (a popped
/// screen disappears, then moves to no parent: one dismissal). A screen shown again (it
/// appears, is added to a parent or presented again) can be dismissed again. A cancelled
/// interactive dismissal (the screen disappears, then appears again, without
/// `viewDidDisappear`) dismisses nothing.
@MainActor
public final class PresentationLifecycle {
    /// What the screen returns from `presentationState`, and builds `rxVisible` and
    /// `rxDismissed` on.
    public let state = PresentationState()

    private var machine = PresentationLifecycleMachine()

    /// Creates the lifecycle of a screen that is hidden and not dismissed.
    public init() {}

    /// The screen appeared (`viewDidAppear`): it is visible.
    public func viewDidAppear() {
        apply(machine.viewDidAppear())
    }

    /// The screen disappeared (`viewDidDisappear`): it is hidden, and dismissed if
    /// `isLeavingHierarchy`, which the caller sets when the screen, or a container or presenter
    /// above it, is being dismissed or removed from its parent.
    public func viewDidDisappear(isLeavingHierarchy: Bool) {
        apply(machine.viewDidDisappear(isLeavingHierarchy: isLeavingHierarchy))
    }

    /// The screen was added to a parent (`true`, `didMove(toParent: container)`): it can be
    /// dismissed again later; or removed from its parent (`false`, `didMove(toParent: nil)`):
    /// it is dismissed, even if it never appeared, unless its disappearance already said so.
    public func didMoveToParent(_ hasParent: Bool) {
        apply(machine.didMoveToParent(hasParent))
    }

    /// The screen was presented, or a container or presenter above it was added to a parent or
    /// presented, with no callback of its own (UIKit sends none until it appears): it can be
    /// dismissed again later.
    public func enteredHierarchy() {
        apply(machine.enteredHierarchy())
    }

    /// A hidden screen left the hierarchy with no callback of its own (UIKit sends none): a
    /// container or presenter above it, or the presentation holding it, was dismissed or
    /// removed. The platform layer walks the removed subtree. It is dismissed, unless that was
    /// already reported.
    public func ancestorLeftHierarchy() {
        apply(machine.leftHierarchy())
    }

    private func apply(_ action: PresentationLifecycleMachine.Action) {
        switch action {
        case .none:
            break
        case .show:
            state.setVisible(true)
        case .hide:
            state.setVisible(false)
        case .dismiss:
            state.sendDismissed()
        case .hideAndDismiss:
            state.setVisible(false)
            state.sendDismissed()
        case .reenter:
            state.resetDismissal()
        }
    }
}
