/// Wakes the assertions waiting for the next event, or lets them go at their deadline.
@MainActor
final class EventSignal {
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextID = 0

    /// Resumes every waiter: something happened.
    func notify() {
        let current = waiters
        waiters = [:]
        for waiter in current.values { waiter.resume() }
    }

    /// Returns at the next `notify()`, or at `deadline`, whichever comes first.
    func wait(until deadline: ContinuousClock.Instant) async {
        let id = nextID
        nextID += 1
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            self?.resume(id)
        }
        await withCheckedContinuation { waiters[id] = $0 }
        timer.cancel()
    }

    private func resume(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
