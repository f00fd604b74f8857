import Logging

/// Drives a flow: listens to its steppers, adapts and navigates their steps, and
/// coordinates the child flows it contributes.
///
/// Everything happens synchronously on the main actor: a step accepted on the main
/// thread is navigated before `accept` returns, unless a navigation is already
/// running, in which case it waits its turn (first in, first out, never recursively).
/// Steps accepted on other threads are navigated on the main actor, in order per thread.
///
/// Keep a reference to the root coordinator: releasing it ends the whole tree (every
/// flow, contribution and subscription is let go, on the main queue).
@MainActor
public final class FlowCoordinator {
    /// The root node lives in a box that the nonisolated `deinit` may hand to the main queue.
    private final class RootBox: @unchecked Sendable {
        // Read and written on the main queue only.
        var node: FlowNode?
    }

    let tree: NavigationTree
    private let root = RootBox()

    /// The root flow's node, while one runs.
    var runningRoot: FlowNode? {
        guard let node = root.node, node.isRunning else { return nil }
        return node
    }

    /// Creates a coordinator; give it a flow with `coordinate(flow:with:allowStepWhenDismissed:)`.
    ///
    /// - Parameters:
    ///   - logger: where the whole tree logs: misuse at `error`, suspected leaks at `warning`,
    ///     flows starting and ending and steps that are not navigated at `debug`. By default
    ///     the task-local `Logger.current`; the package never bootstraps the logging system.
    ///   - leakDetection: whether the whole tree checks that the flows, presentables and
    ///     steppers it lets go of are deallocated a moment later; by default on in debug
    ///     builds only (see `LeakDetection`).
    ///   - restoration: the step types snapshots may hold; with it, the tree keeps what
    ///     `navigationSnapshot()` needs, and `coordinate(flow:with:restoringFrom:)` can replay
    ///     a snapshot. Without it (the default), navigations keep nothing for restoration.
    public init(
        logger: Logger = Logger.current, leakDetection: LeakDetection = .automatic,
        restoration: NavigationRestoration? = nil
    ) {
        tree = NavigationTree(
            logger: logger, leakDetection: leakDetection,
            journal: restoration.map { NavigationJournal(codec: $0.codec) })
    }

    /// A coordinator may be released on any thread; its tree is always ended on the main
    /// queue (at once when released there), which releases everything it holds.
    deinit {
        let root = self.root
        let tree = self.tree
        MainQueue.run {
            root.node?.end(.coordinatorReleased)
            root.node = nil
            tree.close()
        }
    }

    /// The logger the whole tree uses.
    public var logger: Logger {
        get { tree.logger }
        set { tree.logger = newValue }
    }

    /// Whether the whole tree checks that what it lets go of is deallocated; a change applies
    /// to what is let go of from then on.
    public var leakDetection: LeakDetection {
        get { tree.leakDetection }
        set { tree.leakDetection = newValue }
    }

    /// Publishers of this coordinator's navigations and those of all its descendants.
    public nonisolated var rx: Reactive<FlowCoordinator> { Reactive(self) }

    // MARK: - Public API

    /// Starts driving `flow` with the steps of `stepper`.
    ///
    /// The stepper's initial step is navigated before this returns (when called on the
    /// main actor outside a navigation), then `readyToEmitSteps()` is called. The flow
    /// ends when its root is dismissed, unless `allowStepWhenDismissed`.
    ///
    /// A coordinator drives one flow at a time: calling this while a flow is running is a
    /// no-op (logged as an error). Once that flow has ended, the coordinator can drive a
    /// new one; nothing of the previous flow reaches it. A flow instance that is already
    /// being coordinated (here or anywhere) is refused, with an error logged.
    public func coordinate(
        flow: any Flow, with stepper: any Stepper = DefaultStepper(), allowStepWhenDismissed: Bool = false
    ) {
        if let running = root.node, running.isRunning {
            tree.logger.error(
                "coordinate(flow:with:) ignored: this coordinator is still driving a flow; it can drive a new one once that flow has ended",
                metadata: [
                    "flow": "\(TypeName.of(type(of: flow)))",
                    "running": "\(running.flow.map { TypeName.of(type(of: $0)) } ?? "?")",
                ])
            return
        }
        startRoot(flow: flow, with: stepper, allowStepWhenDismissed: allowStepWhenDismissed)
    }

    /// Starts a new root node for `flow`; returns it if it runs.
    @discardableResult
    func startRoot(flow: any Flow, with stepper: any Stepper, allowStepWhenDismissed: Bool) -> FlowNode? {
        let node = FlowNode(tree: tree, parent: nil)
        root.node = node
        guard node.start(flow: flow, stepper: stepper, allowStepWhenDismissed: allowStepWhenDismissed) else {
            return nil
        }
        return node.isRunning ? node : nil
    }

    /// Delivers `step` to this coordinator's flow and to every running descendant flow,
    /// each through its own `adapt(step:)`: the way to handle deep links and
    /// notifications. A no-op when no flow is running.
    public func navigate(to step: any Step) {
        guard let node = root.node, node.isRunning else {
            return tree.reportDrop(of: step, in: nil, from: "deep link", because: .noFlowRunning)
        }
        guard !step.isNone else { return node.dropped(step, because: .noneStep, from: "deep link") }
        tree.broadcast(step, from: node)
    }
}
