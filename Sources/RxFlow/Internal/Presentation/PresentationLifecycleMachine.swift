/// UIKit's screen lifecycle turned into visibility and dismissals, as an explicit state
/// machine: each event is a `mutating` method that moves to the next state and returns what
/// `PresentationLifecycle` must do to its `PresentationState`.
///
/// The state remembers whether the current stay in a hierarchy was already reported as
/// dismissed, so that a screen leaving through several callbacks (a popped screen gets
/// `viewDidDisappear` and then `didMove(toParent: nil)`) is dismissed once, and a screen
/// shown again can be dismissed again.
struct PresentationLifecycleMachine {
    enum State: Equatable {
        /// Not on screen, and not dismissed since it was last shown (or created).
        case hidden
        /// On screen.
        case visible
        /// Not on screen, and its dismissal was reported: later removals are the same
        /// dismissal until the screen is shown or put in a hierarchy again.
        case dismissed
    }

    /// What to apply to the presentation state.
    enum Action: Equatable {
        case none
        case show
        case hide
        case dismiss
        /// Hide first, so that a dismissed screen is never reported visible.
        case hideAndDismiss
        /// A dismissed screen is back in a hierarchy: it is no longer dismissed.
        case reenter
    }

    private(set) var state: State = .hidden

    /// The screen appeared.
    mutating func viewDidAppear() -> Action {
        switch state {
        case .visible:
            // A cancelled interactive dismissal: viewWillDisappear, then viewDidAppear again.
            return .none
        case .hidden, .dismissed:
            state = .visible
            return .show
        }
    }

    /// The screen disappeared; `isLeavingHierarchy` when it, or something holding it, is
    /// being dismissed or removed.
    mutating func viewDidDisappear(isLeavingHierarchy: Bool) -> Action {
        switch (state, isLeavingHierarchy) {
        case (.visible, false):
            state = .hidden
            return .hide
        case (.visible, true):
            state = .dismissed
            return .hideAndDismiss
        case (.hidden, true):
            // No appearance was seen (a callback order we do not expect), but it still leaves.
            state = .dismissed
            return .dismiss
        case (.hidden, false), (.dismissed, _):
            return .none
        }
    }

    /// The screen was added to a parent (`true`) or removed from it (`false`).
    mutating func didMoveToParent(_ hasParent: Bool) -> Action {
        hasParent ? enteredHierarchy() : leftHierarchy()
    }

    /// The screen, or a container above it, was put in a hierarchy again.
    mutating func enteredHierarchy() -> Action {
        guard state == .dismissed else { return .none }
        state = .hidden
        return .reenter
    }

    /// The screen left its hierarchy without a disappearance of its own to say so.
    mutating func leftHierarchy() -> Action {
        switch state {
        case .hidden:
            state = .dismissed
            return .dismiss
        case .visible:
            // Removed while still reported on screen: it cannot stay visible out of a hierarchy.
            state = .dismissed
            return .hideAndDismiss
        case .dismissed:
            // Already reported by viewDidDisappear (a popped visible screen) or an earlier removal.
            return .none
        }
    }
}
