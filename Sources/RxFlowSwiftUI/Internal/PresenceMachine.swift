/// The life of one route (or of a stack) on a `FlowStack`, as an explicit state machine: each
/// event is a `mutating` method that moves to the next state and returns what to apply to the
/// `PresentationState`.
///
/// The model computes, after every change, whether each route should be visible and which
/// routes left; this machine turns that into changes and one dismissal. `ended` is final for
/// a route (a route pushed again is a new route); a stack shown again after it ended starts a
/// new presence with `reenter()`.
@usableFromInline
struct PresenceMachine: Equatable {
    @usableFromInline
    enum State: Equatable {
        /// On its stack (or shown), visible or not.
        case present(isVisible: Bool)
        /// Left its stack, or its presentation ended: reported dismissed once.
        case ended
    }

    /// What to apply to the presentation state.
    @usableFromInline
    enum Action: Equatable {
        case none
        case show
        case hide
        /// Hide first, so that a dismissed route is never reported visible.
        case hideAndDismiss
        case dismiss
        /// A stack that ended is shown again: it is no longer dismissed.
        case reenter
    }

    @usableFromInline var state: State = .present(isVisible: false)

    @inlinable init() {}

    /// The model computed the visibility it should have now.
    @inlinable
    mutating func visibilityComputed(_ isVisible: Bool) -> Action {
        guard case .present(let wasVisible) = state, wasVisible != isVisible else { return .none }
        state = .present(isVisible: isVisible)
        return isVisible ? .show : .hide
    }

    /// It left its stack or its presentation ended, by code or by the user.
    @inlinable
    mutating func ended() -> Action {
        switch state {
        case .ended:
            return .none
        case .present(let wasVisible):
            state = .ended
            return wasVisible ? .hideAndDismiss : .dismiss
        }
    }

    /// A stack shown again after it ended: it can be dismissed again (a route never is).
    @inlinable
    mutating func reenter() -> Action {
        guard case .ended = state else { return .none }
        state = .present(isVisible: false)
        return .reenter
    }

    @inlinable
    var hasEnded: Bool {
        if case .ended = state { return true }
        return false
    }
}
