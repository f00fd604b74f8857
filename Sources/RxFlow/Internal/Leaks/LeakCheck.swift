import Dispatch
import Logging

/// What the end of a flow, or of a contribution, let go of, checked a moment later: what is
/// still alive then, and not legitimately kept, is reported as a suspected leak.
///
/// Made only when leak detection is on, once the engine lets go of the objects: it holds
/// them weakly, so it keeps none alive, and the side table a weak reference gives an
/// object never slows down one the engine still uses.
///
/// What excuses an object that is still alive (the engine cannot see who keeps it, only
/// whether that can be legitimate):
/// - a flow that runs again (here or under another coordinator: `ReadinessRegistry`);
/// - a presentable or stepper that a running flow or contribution watches or listens to
///   again (its `PresentationState` or its relay has a listener of the engine's);
/// - a presentable that may still be shown: it was not dismissed, or was visible again
///   since (a window, a flow's root still in its parent's hierarchy, screens of a flow that
///   ended without being dismissed);
/// - a stepper whose presentable, or whose flow or flow's root, is excused: it keeps it (a
///   screen and its view model).
@MainActor
final class LeakCheck {
    // Strongly: a check that runs after the coordinator was released still reaches the
    // tree's logger and the observers still registered with it. The tree holds no flow once
    // its nodes have ended.
    private let tree: NavigationTree
    private let flow: FlowID?
    private let reason: ReleaseReason
    private let gracePeriod: Duration
    private var watched: [WatchedObject] = []

    init(tree: NavigationTree, flow: FlowID?, reason: ReleaseReason, gracePeriod: Duration) {
        self.tree = tree
        self.flow = flow
        self.reason = reason
        self.gracePeriod = gracePeriod
    }

    // MARK: - Watching

    /// Watches `flow`; returns its index.
    @discardableResult
    func watch(flow: any Flow) -> Int {
        add(flow, role: .flow)
    }

    /// Watches `presentable`; returns its index.
    @discardableResult
    func watch(presentable: any Presentable, dismissed: Bool) -> Int {
        add(presentable, role: .presentable(knownDismissed: dismissed))
    }

    /// Watches `stepper`, excused by the watched objects at `holders`. A stepper that is a
    /// value keeps nothing alive by itself: it is not watched.
    func watch(stepper: any Stepper, holders: [Int]) {
        guard type(of: stepper) is AnyClass else { return }
        _ = add(stepper as AnyObject, role: .stepper(holders: holders))
    }

    /// Adds `object`, or returns the index it already has (a screen that is also its own
    /// stepper, a flow's root that it also contributed). A presentable seen dismissed in one
    /// role is dismissed in the other.
    private func add(_ object: AnyObject, role: WatchedObject.Role) -> Int {
        let identity = ObjectIdentifier(object)
        guard let index = watched.firstIndex(where: { $0.identity == identity }) else {
            watched.append(WatchedObject(object, role: role))
            return watched.count - 1
        }
        switch (watched[index].role, role) {
        case (.presentable(let seen), .presentable(let dismissed)):
            watched[index].role = .presentable(knownDismissed: seen || dismissed)
        case (.stepper, .presentable), (.stepper, .flow):
            watched[index].role = role
        default:
            break
        }
        return index
    }

    // MARK: - Checking

    /// Runs the check once the main queue's current work is done and the grace period has
    /// passed.
    func schedule() {
        guard !watched.isEmpty else { return }
        let delay = gracePeriod.dispatchInterval
        DispatchQueue.main.async {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                MainActor.assumeIsolated { self.run() }
            }
        }
    }

    /// Reports the objects that are still alive and not excused, by type, in the order they
    /// were let go.
    func run() {
        let alive = watched.indices.filter(isSuspected).map { watched[$0].typeName }
        guard !alive.isEmpty else { return }
        tree.emit(.leakSuspected(flow, objects: alive, reason: reason))
        var metadata: Logger.Metadata = [
            "objects": .array(alive.map { .string($0) }),
            "reason": "\(reason)",
            "gracePeriod": "\(gracePeriod)",
            "fix": .string(Self.fix),
        ]
        if let flow { metadata["flow"] = "\(flow)" }
        tree.logger.warning(
            "leak suspected: \(alive.joined(separator: ", ")) still alive \(gracePeriod) after \(reason)",
            metadata: metadata)
    }

    private static let fix =
        "find what still holds them: a closure capturing them strongly (capture [weak self]), a global, a cache, a long-lived object"

    private func isSuspected(_ index: Int) -> Bool {
        let entry = watched[index]
        guard let object = entry.object, !isInUse(object) else { return false }
        switch entry.role {
        case .flow:
            return true
        case .presentable(let knownDismissed):
            return !mayBeShown(object, knownDismissed: knownDismissed)
        case .stepper(let holders):
            if mayBeShown(object, knownDismissed: false) { return false }
            return !holders.contains(where: isExcused)
        }
    }

    /// Whether the watched object at `index` is alive for a legitimate reason, so that what
    /// it holds is too.
    private func isExcused(_ index: Int) -> Bool {
        let entry = watched[index]
        guard let object = entry.object else { return false }
        if isInUse(object) { return true }
        if case .presentable(let knownDismissed) = entry.role {
            return mayBeShown(object, knownDismissed: knownDismissed)
        }
        return false
    }

    /// Whether a running flow or contribution uses `object` again.
    private func isInUse(_ object: AnyObject) -> Bool {
        if let flow = object as? any Flow, ReadinessRegistry.shared.isRunning(flow) { return true }
        if let presentable = object as? any Presentable, presentable.presentationState?.hasListeners == true {
            return true
        }
        if let stepper = object as? any Stepper, stepper.steps.hasListeners { return true }
        return false
    }

    /// Whether `object` is a presentable that may still be shown: not dismissed, or visible
    /// again since. Without a `PresentationState`, only what the engine saw is known.
    private func mayBeShown(_ object: AnyObject, knownDismissed: Bool) -> Bool {
        guard let presentable = object as? any Presentable else { return false }
        if let state = presentable.presentationState { return !state.isDismissed }
        return !knownDismissed
    }
}
