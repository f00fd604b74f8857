import Logging

/// How a tree's late-step notes reach it: the tree while its coordinator lives (a late step
/// is then an event and a log line), and its logger always (a log line once the tree is
/// closed). One per tree, shared by its notes, so that a note copies no logger.
///
/// Read and written on the main queue only, like `BackReference`.
final class LateStepReporter: @unchecked Sendable {
    /// The tree until its coordinator is released, then `nil`.
    unowned(unsafe) var tree: NavigationTree?
    /// The tree's logger, kept in step with it.
    var logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }

    /// Reports `step` as dropped (on the main queue): an event and a log line while the tree
    /// is open, a log line once it is closed.
    @MainActor
    func report(_ step: any Step, in flow: FlowID?, from source: String?, because reason: StepDropReason) {
        if let tree {
            tree.reportDrop(of: step, in: flow, from: source, because: reason)
        } else {
            NavigationTree.logDrop(of: step, in: flow, from: source, because: reason, to: logger)
        }
    }
}
