import RxFlow
import Testing

/// Why a screen's `viewDidDisappear(_:)` runs, as a UIKit adapter reads it inside the callback.
enum Disappearance: Sendable {
    /// Covered (by a pushed screen or a full-screen presentation), or its tab was deselected:
    /// `isBeingDismissed` and `isMovingFromParent` are false on it and everything above it.
    case covered
    /// Popped or replaced: its `isMovingFromParent` is true.
    case movingFromParent
    /// Dismissed itself (it is the presented screen): its `isBeingDismissed` is true.
    case beingDismissed
    /// A container or presenter above it is being dismissed or removed from its parent.
    case containerLeaving

    var isLeavingHierarchy: Bool { self != .covered }
}

/// One callback UIKit sends a screen, or one step of the adapter's walk over the screens a
/// container holds (UIKit sends those screens nothing).
enum UIKitCallback: Sendable {
    case willMove(String, toParent: Bool)
    case viewWillAppear(String)
    case viewDidAppear(String)
    case viewWillDisappear(String)
    case viewDidDisappear(String, Disappearance)
    case didMove(String, toParent: Bool)
    /// Adapter: a container or presenter above this screen left the hierarchy.
    case heldScreenLeft(String)
    /// Adapter: a container above this screen entered a hierarchy again.
    case heldScreenEntered(String)
}

/// Named screens, each with the `PresentationLifecycle` a UIKit adapter would keep, fed
/// scripts of UIKit callbacks; records what each screen's state reports: "visible",
/// "hidden" and "dismissed", in order. `will…` callbacks reach no lifecycle (UIKit's adapter
/// hooks only `viewDidAppear`, `viewDidDisappear` and `didMove(toParent:)`): they are in the
/// scripts to show the whole sequence UIKit sends.
@MainActor
final class UIKitScreens {
    private var lifecycles: [String: PresentationLifecycle] = [:]
    private var events: [String: [String]] = [:]
    private var visibility: [AnyCancellable] = []
    private var dismissals: [String: AnyCancellable] = [:]
    private var watchingDismissal: Set<String> = []

    init(_ names: String...) {
        for name in names {
            let lifecycle = PresentationLifecycle()
            lifecycles[name] = lifecycle
            events[name] = []
            visibility.append(
                lifecycle.state.rxVisible.dropFirst().sink { [unowned self] visible in
                    events[name, default: []].append(visible ? "visible" : "hidden")
                })
        }
    }

    /// What `name`'s state reported since the last `clearEvents()`.
    func events(of name: String) -> [String] { events[name] ?? ["unknown screen \(name)"] }

    func isVisible(_ name: String) -> Bool { lifecycles[name]?.state.isVisible ?? false }

    /// Forgets what was reported so far (after a script that sets the scene up).
    func clearEvents() {
        for name in events.keys { events[name] = [] }
    }

    func play(_ script: [UIKitCallback]) {
        for callback in script { play(callback) }
    }

    private func play(_ callback: UIKitCallback) {
        switch callback {
        case .willMove, .viewWillAppear, .viewWillDisappear:
            break
        case .viewDidAppear(let name):
            lifecycle(name).viewDidAppear()
        case .viewDidDisappear(let name, let why):
            lifecycle(name).viewDidDisappear(isLeavingHierarchy: why.isLeavingHierarchy)
        case .didMove(let name, let toParent):
            lifecycle(name).didMoveToParent(toParent)
        case .heldScreenLeft(let name):
            lifecycle(name).ancestorLeftHierarchy()
        case .heldScreenEntered(let name):
            lifecycle(name).enteredHierarchy()
        }
    }

    /// `rxDismissed` emits once, then finishes: subscribe again before each callback, so that
    /// a second dismissal would be recorded too.
    private func lifecycle(_ name: String) -> PresentationLifecycle {
        guard let lifecycle = lifecycles[name] else {
            Issue.record("unknown screen \(name)")
            return PresentationLifecycle()
        }
        if watchingDismissal.insert(name).inserted {
            dismissals[name] = lifecycle.state.rxDismissed.sink { [unowned self] in
                events[name, default: []].append("dismissed")
                watchingDismissal.remove(name)
            }
        }
        return lifecycle
    }
}
