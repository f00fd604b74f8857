import Foundation

/// What happened and was not asserted yet: the navigations and dropped steps, in order.
///
/// Written on the main actor (from the coordinator's events), read there by the assertions,
/// and once more by the store's `deinit`, which Swift 6 does not run on the main actor:
/// hence the lock.
final class Ledger: @unchecked Sendable {
    private let lock = NSLock()
    private var navigations: [FlowNavigation] = []
    private var drops: [DroppedStep] = []
    private var isFinished = false
    private var exhaustive = true

    /// Whether the store asserts exhaustively (the store's `exhaustivity`, readable from its
    /// `deinit`).
    var isExhaustive: Bool {
        get { lock.withLock { exhaustive } }
        set { lock.withLock { exhaustive = newValue } }
    }

    func record(_ navigation: FlowNavigation) {
        lock.withLock { navigations.append(navigation) }
    }

    func record(_ drop: DroppedStep) {
        lock.withLock { drops.append(drop) }
    }

    /// The navigations not asserted yet.
    var pendingNavigations: [FlowNavigation] {
        lock.withLock { navigations }
    }

    /// The dropped steps not asserted yet.
    var pendingDrops: [DroppedStep] {
        lock.withLock { drops }
    }

    /// Forgets the first `count` navigations (they have been asserted, or skipped).
    func removeNavigations(_ count: Int) {
        lock.withLock { navigations.removeFirst(min(count, navigations.count)) }
    }

    /// Forgets the first `count` dropped steps.
    func removeDrops(_ count: Int) {
        lock.withLock { drops.removeFirst(min(count, drops.count)) }
    }

    /// Returns what was left unasserted and forgets it, the ledger going on (for a new tree).
    func takePending() -> (navigations: [FlowNavigation], drops: [DroppedStep]) {
        lock.withLock {
            defer {
                navigations = []
                drops = []
            }
            return (navigations, drops)
        }
    }

    /// Marks the ledger finished and returns what was left unasserted; nil if it already was.
    func finish() -> (navigations: [FlowNavigation], drops: [DroppedStep])? {
        lock.withLock {
            guard !isFinished else { return nil }
            isFinished = true
            defer {
                navigations = []
                drops = []
            }
            return (navigations, drops)
        }
    }
}
