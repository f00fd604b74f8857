extension FlowCoordinator {
    /// True while a coordinator restores a snapshot, in the flows' `navigate(to:)` and in the
    /// presentables' `restore(_:)`: make the screens without animation then.
    ///
    /// ```swift
    /// navigationController.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
    /// ```
    public static var isRestoring: Bool { restorationsRunning > 0 }

    /// How many restorations run now (one, unless a flow restores another coordinator's tree
    /// while it is restored). A main-actor count rather than a task-local value: models read
    /// it on every change they animate, and a task-local lookup cost more than the rest of a
    /// change's bookkeeping.
    private static var restorationsRunning = 0

    /// What the tree shows now, as a value to keep and restore after a relaunch. Take it
    /// between navigations: in `rx.didNavigate` the navigation's contributions have not
    /// started yet, and during a restoration the tree is only part-way back.
    ///
    /// - Throws: `RestorationError.restorationNotEnabled` for a coordinator made without a
    ///   `NavigationRestoration`, `.noFlowRunning` when no flow runs.
    public func navigationSnapshot() throws(RestorationError) -> NavigationSnapshot {
        guard let journal = tree.journal else { throw .restorationNotEnabled }
        guard let root = runningRoot, let record = SnapshotCapture.record(of: root, codec: journal.codec) else {
            throw .noFlowRunning
        }
        return NavigationSnapshot(root: record)
    }

    /// Starts driving `flow`, as `coordinate(flow:with:allowStepWhenDismissed:)` does, and
    /// has the flows navigate the snapshot's steps again, without animation, to make the
    /// tree the snapshot was taken of; then the tree goes on as if the user had navigated there.
    ///
    /// While the snapshot is replayed, the steps that arrive are dropped (their reason is
    /// `StepDropReason.restoring`): the initial step of `stepper` and of each screen made
    /// again, and what the flows forward, since what their navigations made is in the
    /// snapshot. A navigation that cannot be replayed (its step is not restorable or no
    /// longer reads, `adapt(step:)` refuses it, the flow makes something else) ends the
    /// replay there: the tree is the one the app had made up to that point, and the report
    /// says where and why. A flow the replay stopped before navigating at all (the root,
    /// when its first step no longer reads), or that has no navigation in the snapshot (it
    /// was taken before the flow's first step was navigated), then takes its stepper's initial step and starts
    /// afresh once the restoration is over, as at a launch (`isRestoring` is false then),
    /// rather than staying empty; so does a child flow that the navigation the replay
    /// stopped at started.
    ///
    /// - Returns: what was restored.
    /// - Throws: nothing is started when the coordinator was made without a
    ///   `NavigationRestoration`, already drives a flow, is in the middle of a navigation,
    ///   when `flow` is already coordinated, or the snapshot is of another flow type.
    @discardableResult
    public func coordinate(
        flow: any Flow, with stepper: any Stepper = DefaultStepper(), allowStepWhenDismissed: Bool = false,
        restoringFrom snapshot: NavigationSnapshot
    ) throws(RestorationError) -> RestorationReport {
        guard let journal = tree.journal else { throw .restorationNotEnabled }
        guard runningRoot == nil else { throw .flowAlreadyRunning }
        // Its flow ended in a navigation still under way (an observer of that end restores).
        guard !tree.isNavigating else { throw .navigationUnderWay }
        guard !ReadinessRegistry.shared.isRunning(flow) else { throw .flowAlreadyCoordinated }
        let given = StepCodec.name(of: type(of: flow))
        guard snapshot.root.flow == given else {
            throw .differentRootFlow(snapshot: snapshot.root.flow, given: given)
        }
        Self.restorationsRunning += 1
        let (report, heldForLaunch) = tree.replaying {
            guard let node = startRoot(flow: flow, with: stepper, allowStepWhenDismissed: allowStepWhenDismissed)
            else {
                let stop = RestorationStop(flow: given, step: "none", reason: .flowMissing)
                return RestorationReport(
                    navigationsInSnapshot: snapshot.navigationCount, navigationsReplayed: 0, stop: stop,
                    statesNotApplied: [])
            }
            return RestorationDriver(codec: journal.codec).replay(snapshot.root, into: node)
        }
        Self.restorationsRunning -= 1
        if report.isComplete {
            tree.logger.debug("navigation restored", metadata: ["report": "\(report)"])
        } else {
            tree.logger.info("navigation restored in part", metadata: ["report": "\(report)"])
        }
        tree.startAfresh(heldForLaunch)
        return report
    }
}
