import Dispatch

/// Waits until the main queue has run what was queued on it before this call (blocks from
/// other threads hopping to the main actor), by queueing a block behind them.
func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Runs `body` on a background thread and waits for it: what it emits hops to the main queue.
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global().sync(execute: body)
}

/// Waits (on the main actor) until `condition` holds, checking every millisecond; false if
/// it still does not after `seconds`. Generous by default: under ThreadSanitizer, with every
/// suite sharing the main actor, a turn can take a long time to come.
@MainActor
func eventually(within seconds: Double = 300, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}
