/// Answers whether the user may see "About", after a simulated delay, as a server would;
/// and tells the terminal when no answer is pending, so that it reads the next command only
/// once the navigation it started has happened.
@MainActor
final class PermissionService {
    /// How long each check takes.
    let delay: Duration

    private var checksInFlight = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// A service whose checks take `delay` (zero: they still answer asynchronously).
    init(delay: Duration = .zero) {
        self.delay = delay
    }

    /// Whether `isAllowed` holds once the delay is over (it is read then, as a server would
    /// answer with what it knows then). A cancelled check (its flow ended) answers at once.
    func check(_ isAllowed: @MainActor () -> Bool) async -> Bool {
        checksInFlight += 1
        defer { checkEnded() }
        if delay > .zero { try? await Task.sleep(for: delay) }
        return isAllowed()
    }

    /// True while a check has not answered yet.
    var isChecking: Bool { checksInFlight > 0 }

    /// Returns once no check is pending.
    func idle() async {
        while checksInFlight > 0 {
            await withCheckedContinuation { idleWaiters.append($0) }
        }
    }

    /// The waiters resume after the check's caller got its answer: the step it adapts has been
    /// navigated by then (both run on the main actor, the caller first).
    private func checkEnded() {
        checksInFlight -= 1
        guard checksInFlight == 0 else { return }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }
}
