/// Whether a presentable is visible, and its dismissals, kept where the coordinator can
/// read them without subscribing.
///
/// A presentable that keeps one returns it from `presentationState` and builds
/// `rxVisible` and `rxDismissed` on it. The coordinator then watches the state directly:
/// a contributed screen costs no Combine subscription, which is most of what a push costs
/// otherwise. The publishers are made on first use, for other observers.
///
/// ```swift
/// final class ProfileScreen: Presentable {
///     let state = PresentationState()
///     var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
///     var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
///     var presentationState: PresentationState? { state }
/// }
/// ```
@MainActor
public final class PresentationState {
    // Stored state is unchecked for exclusivity (a run-time check per access, each time a
    // screen is shown, hidden or watched): main-actor state, and listeners are copied
    // before they are called.
    /// Whether the presentable is on screen.
    @exclusivity(unchecked) public private(set) var isVisible: Bool
    /// Whether the presentable was dismissed and has not been visible (or put back in a
    /// hierarchy, `resetDismissal()`) since: the leak detector asks before reporting a
    /// presentable the engine let go of that is still alive (one that was not dismissed may
    /// still be shown), and a contribution starting on a dismissed presentable ends at once.
    @exclusivity(unchecked) private(set) var isDismissed = false

    // The coordinator's listeners, notified in the order they started listening.
    @exclusivity(unchecked) private var listeners = InlineList<any PresentationListener>()
    /// The publishers' subjects, made on first use of either publisher.
    @exclusivity(unchecked) private var subjects: PresentationSubjects?

    /// Creates a state; presentables usually start hidden and turn visible when shown.
    public init(isVisible: Bool = false) {
        self.isVisible = isVisible
    }

    /// Emits `isVisible` on subscription, then each change (never the same value twice in a row).
    public var rxVisible: AnyPublisher<Bool, Never> {
        let subjects = madeSubjects
        if let publisher = subjects.visiblePublisher { return publisher }
        let subject = CurrentValueSubject<Bool, Never>(isVisible)
        let publisher = subject.eraseToAnyPublisher()
        subjects.visibility = subject
        subjects.visiblePublisher = publisher
        return publisher
    }

    /// Emits once, then finishes, at the next `sendDismissed()` after subscription.
    public var rxDismissed: AnyPublisher<Void, Never> {
        let subjects = madeSubjects
        if let publisher = subjects.dismissedPublisher { return publisher }
        let subject = PassthroughSubject<Void, Never>()
        let publisher = subject.first().eraseToAnyPublisher()
        subjects.dismissal = subject
        subjects.dismissedPublisher = publisher
        return publisher
    }

    /// The subjects' object, made now if neither publisher was asked for yet.
    private var madeSubjects: PresentationSubjects {
        if let subjects { return subjects }
        let made = PresentationSubjects()
        subjects = made
        return made
    }

    /// Records that the presentable appeared (`true`) or disappeared (`false`); a no-op
    /// if it already was.
    public func setVisible(_ isVisible: Bool) {
        if isVisible { isDismissed = false }
        guard self.isVisible != isVisible else { return }
        self.isVisible = isVisible
        forEachListener { $0.presentationVisibilityChanged(to: isVisible) }
        subjects?.visibility?.send(isVisible)
    }

    /// Records that the presentable was dismissed: its contributions stop, and a flow
    /// whose root it is ends. It may be shown and dismissed again later.
    ///
    /// A contribution that starts after this, on a presentable still dismissed (a flow
    /// returned a screen it had already popped), ends at once: its steps are reported as
    /// dismissed, and it is released.
    public func sendDismissed() {
        isDismissed = true
        forEachListener { $0.presentationDismissed() }
        subjects?.dismissal?.send(())
    }

    /// Records that a dismissed presentable was put back where it can be shown (added to a
    /// container, or presented, again) before it appears, so that a contribution starting
    /// now listens to it rather than ending at once; appearing (`setVisible(true)`) does the
    /// same. Nothing is sent.
    public func resetDismissal() {
        isDismissed = false
    }

    // MARK: - The coordinator's path

    /// Calls `listener` for every change until `detach(_:)`.
    func attach(_ listener: any PresentationListener) {
        listener.isListening = true
        listeners.add(listener)
    }

    /// True while the engine watches this state (for tests of listener lifetimes).
    var hasListeners: Bool { !listeners.isEmpty }

    /// Stops calling `listener`.
    func detach(_ listener: any PresentationListener) {
        listener.isListening = false
        listeners.removeFirst { $0 === listener }
    }

    /// Calls `body` for each listener present now that is still listening when its turn
    /// comes: a listener may stop others (a dismissal ends a flow and its contributions).
    private func forEachListener(_ body: (any PresentationListener) -> Void) {
        // One listener (a contributed screen's contribution) is the common case: it alone is
        // kept for the call, rather than a copy of the whole list (a retain per slot). It is
        // listening: it is in the list now, and `detach` takes a listener off the list when
        // it stops it (asking it, a call through its protocol, is for the copy below, whose
        // later listeners an earlier one may have stopped).
        if !listeners.hasOthers {
            guard let only = listeners.first else { return }
            body(only)
            return
        }
        let present = listeners
        present.forEach { if $0.isListening { body($0) } }
    }
}
