/// How a wait for flows to be ready ended: what a `ReadinessWaiter` hands its completion,
/// exactly once.
enum ReadinessOutcome {
    /// Every flow became ready; their roots, in the order of the flows.
    case ready([any Presentable])
    /// One of the flows ended, or was released, before being ready: it never will be.
    case neverReady
    /// The wait was cancelled (the task awaiting `Flows.ready` was).
    case cancelled
}
