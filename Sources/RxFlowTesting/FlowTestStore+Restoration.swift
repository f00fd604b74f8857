import CustomDump
import Foundation
import RxFlow
import RxFlowHeadless
import RxFlowSwiftUI

extension FlowTestStore {
    // MARK: - Restoration

    /// Relaunches the app where the user left it, and asserts that it comes back as it was:
    /// takes the tree's `NavigationSnapshot` (through JSON, as an app keeps it), ends the tree
    /// and checks that everything was released (as `finish()` does), starts the flow
    /// `makeFlow` gives on a new coordinator (and window) restoring the snapshot, and
    /// asserts that the restoration is complete, that the window's hierarchy (or the stack)
    /// renders as before, visibility and selection included, and that a snapshot of the
    /// restored tree equals the first one.
    ///
    /// ```swift
    /// let store = FlowTestStore(
    ///     flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired),
    ///     restoration: NavigationRestoration(steps: DemoStep.self))
    /// await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
    /// store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 1)
    /// await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
    /// await store.assertRelaunchRestores { WatchedFlow() }
    /// store.visibleScreen(as: MovieDetailViewController.self)?.viewModel.pick(castId: 2)  // the restored screen
    /// ```
    ///
    /// The store then drives the restored tree: the test goes on asserting what it does, and
    /// ends with `finish()`. The navigations the restoration replays, and the steps it drops
    /// for arriving meanwhile (`StepDropReason.restoring`), are checked here as a whole,
    /// not asserted one by one. With `Exhaustivity.on`, what was not asserted before the
    /// relaunch fails the test, as at `finish()`. Each failure is reported at the line of
    /// the call, with the end of the log.
    ///
    /// - Parameters:
    ///   - stepper: the restored flow's stepper, as the app gives it at launch;
    ///     `DefaultStepper()` by default. Its initial step is dropped: the snapshot has what
    ///     the first launch made of it. If the restoration stops before the flow's first
    ///     navigation, the flow starts afresh with it: a navigation to assert.
    ///   - window: the window to restore into, as for `init`: nil for the flow's own window
    ///     (a flow rooted in one) or a new one of the store's.
    ///   - releaseTimeout: how long the first tree may take to be released.
    ///   - fileID: Where failures are reported; leave the default.
    ///   - filePath: The same, as a path.
    ///   - line: The same, its line.
    ///   - column: The same, its column.
    ///   - makeFlow: makes the relaunched app's flow: a new instance of the flow the store
    ///     started (the snapshot names its type).
    /// - Returns: what the restoration did, or nil if it could not start (the failure says why).
    @discardableResult
    public func assertRelaunchRestores(
        stepper: any Stepper = DefaultStepper(),
        window: Window? = nil,
        releaseTimeout: Duration = .seconds(1),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ makeFlow: () -> any Flow
    ) async -> RestorationReport? {
        let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await Task.yield()
        let left = ledger.takePending()
        if exhaustivity == .on,
            let message = Self.unassertedMessage(left.navigations, left.drops, when: "the app was relaunched")
        {
            fail(message, at: location)
        }
        guard let snapshot = keptSnapshot(at: location) else { return nil }
        let before = render()

        let alive = await endTree(releaseTimeout: releaseTimeout)
        if !alive.isEmpty {
            fail("Before the relaunch: " + aliveMessage(alive, releaseTimeout: releaseTimeout), at: location)
        }

        let flow = makeFlow()
        let chosen = StoreWindow(for: flow, given: window, logger: logs.logger)
        if let problem = chosen.problem { fail(problem, at: location) }
        replaceWindow(with: chosen.window, stack: window == nil ? flow.root as? any StackPresentable : nil)
        let coordinator = watch(flow: flow, stepper: stepper)
        let report: RestorationReport
        do {
            report = try coordinator.coordinate(flow: flow, with: stepper, restoringFrom: snapshot)
        } catch {
            fail("The relaunched flow could not restore the snapshot: \(error).", at: location)
            return nil
        }
        guard report.isComplete else {
            // The tree is the part restored: its differences follow from the stop, said first.
            let after = render()
            fail(
                """
                The restoration is not complete: \(report).\(Self.hint(for: report)) What it restored, \
                against the \(runsOnStack ? "stack" : "window") before the relaunch (Before: -, Restored: +):

                \(diff(before, after) ?? after)
                """,
                at: location)
            return report
        }
        assertSameTree(before: before, snapshot: snapshot, after: coordinator, at: location)
        return report
    }

    /// The running tree's snapshot, written to JSON and read back as an app keeps it; nil
    /// after failing the test with why there is none.
    private func keptSnapshot(at location: CallSite) -> NavigationSnapshot? {
        guard let coordinator else {
            fail(
                "The store's flow is no longer running (finish() was called): there is nothing to relaunch.",
                at: location)
            return nil
        }
        do {
            let snapshot = try coordinator.navigationSnapshot()
            return try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(snapshot))
        } catch let error as RestorationError {
            let hint =
                error == .restorationNotEnabled
                ? " Make the store with restoration: NavigationRestoration(steps: YourStep.self)." : ""
            fail("The store cannot take a snapshot of its tree: \(error).\(hint)", at: location)
        } catch {
            fail("The snapshot does not survive JSON: \(error).", at: location)
        }
        return nil
    }

    /// Fails the test if the restored tree does not render as `before` or its snapshot
    /// differs from `snapshot`.
    private func assertSameTree(
        before: String, snapshot: NavigationSnapshot, after coordinator: FlowCoordinator, at location: CallSite
    ) {
        let after = render()
        if after != before {
            fail(
                """
                The restored \(runsOnStack ? "stack" : "window's hierarchy") is not the one before the relaunch. \
                (Before: -, Restored: +)

                \(diff(before, after) ?? "")
                """,
                at: location)
        }
        guard let restored = try? coordinator.navigationSnapshot(), restored != snapshot else { return }
        fail(
            """
            A snapshot of the restored tree is not the one it was restored from. (Before: -, Restored: +)

            \(diff(snapshot, restored) ?? "")
            """,
            at: location)
    }

    private func fail(_ message: String, at location: CallSite) {
        fail(
            message, fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column)
    }

    /// Why states were not applied when every navigation was replayed, the usual cause first:
    /// a first-hour reader sees a type name, not that a screen was never contributed.
    private static func hint(for report: RestorationReport) -> String {
        guard report.stop == nil, !report.statesNotApplied.isEmpty else { return "" }
        return """
             A restorable presentable refuses a state that no longer fits what the flows made \
            again: a screen that a navigation pushed without contributing it (`.none`, after the \
            flow's first navigation) is not navigated again, so a stack is rebuilt shallower. \
            Contribute what should come back (see "Restoring navigation").
            """
    }
}
