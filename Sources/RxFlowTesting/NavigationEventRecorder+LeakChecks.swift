import Dispatch
@_spi(RxFlowInternals) import RxFlow

extension NavigationEventRecorder {
    /// Waits until the leak checks the coordinator has scheduled so far have run, so that
    /// ``suspectedLeaks`` holds what they found.
    ///
    /// A check is scheduled on the main queue when a flow ends or a screen is dismissed, and
    /// runs once the main queue's current work is done and the grace period has passed. This
    /// waits for the same: the main queue's current work, then `gracePeriod` (the one given
    /// to `FlowCoordinator(leakDetection: .enabled(gracePeriod:))`) and a margin.
    ///
    /// ```swift
    /// let coordinator = FlowCoordinator(leakDetection: .enabled(gracePeriod: .milliseconds(20)))
    /// let recorder = NavigationEventRecorder(coordinator)
    /// // … run the flow until it ends …
    /// await recorder.waitForLeakChecks(gracePeriod: .milliseconds(20))
    /// #expect(recorder.suspectedLeaks.isEmpty)
    /// ```
    public func waitForLeakChecks(gracePeriod: Duration) async {
        // The margin lets the checks, scheduled with the same delay but earlier, run first.
        let delay = (gracePeriod + .milliseconds(100)).dispatchInterval
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                    continuation.resume()
                }
            }
        }
    }
}
