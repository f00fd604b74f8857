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
