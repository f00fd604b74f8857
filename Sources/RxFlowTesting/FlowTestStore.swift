import CustomDump
import IssueReporting
@_spi(RxFlowInternals) import RxFlow
import RxFlowHeadless
import RxFlowSwiftUI

/// Runs a flow on a headless `Window`, or on the `FlowStack` that is its root, and asserts, exhaustively by default, what it does: the
/// navigations in order, the dropped steps and why, what is on screen, and that everything is
/// released at the end.
///
/// ```swift
/// @MainActor @Test func pickingAMovieShowsIt() async {
///     let store = FlowTestStore(flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
///     await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
///     store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 1)
///     await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
///     await store.finish()
/// }
/// ```
///
/// Every navigation (`NavigationEvent.didNavigate`) and dropped step
/// (`NavigationEvent.stepDropped`) is recorded. With `Exhaustivity.on`, the test asserts
/// them all, in order, with `receive(_:_:timeout:)` and `receiveDrop(_:reason:timeout:)`;
/// one it did not assert fails the test at `finish()`, or when the store is released.
/// Waiting is explicit: `receive` waits for a navigation that happens later (an `adapt` that
/// delivers later, a step from another thread) until its timeout, then fails the test.
///
/// Failures are reported with IssueReporting, at the line of the failed assertion, under
/// Swift Testing and XCTest alike, followed by the end of what the coordinator logged.
/// The store's coordinator, and the window it makes, log to `logs` rather than to the
/// app's logger: a passing test prints nothing.
@MainActor
public final class FlowTestStore {
    /// The window the flow runs in, key: the flow's root when it is a `Window` (an app's
    /// main flow), the window passed to `init`, or one of the store's own (empty for a flow
    /// whose root is a stack). After `assertRelaunchRestores`, the restored flow's.
    public private(set) var window: Window
    /// The stack the flow runs on, when its root is a `FlowStack` or `FlowTabs` (any
    /// `StackPresentable`, shown by the store): what
    /// `visibleRoute(as:)`, `render()` and `assertHierarchy(_:)` look at instead of the window.
    /// Held weakly, as the flow's other presentables: `finish()` checks that it is released.
    public private(set) weak var stack: (any StackPresentable)?
    /// Whether the flow runs on a stack rather than in the window.
    private(set) var runsOnStack: Bool
    /// The root coordinator driving the flow; nil once `finish()` has released it.
    public private(set) var coordinator: FlowCoordinator?
    /// Every event of the coordinator's tree so far, in order (asserted or not).
    public private(set) var events: [NavigationEvent] = []
    /// How strictly navigations and dropped steps are asserted.
    public var exhaustivity: Exhaustivity {
        didSet { ledger.isExhaustive = exhaustivity == .on }
    }
    /// How long `receive` and `receiveDrop` wait by default before they fail the test.
    public var timeout: Duration
    /// What the coordinator (and the window the store makes) logged, from `debug` up: kept,
    /// not printed, and shown with the store's failures.
    public let logs = LogCapture(level: .debug)

    let ledger = Ledger()
    let signal = EventSignal()
    /// What the tree running now has shown; a relaunch starts a new one.
    private(set) var tracker = ReleaseTracker()
    /// The step types the coordinator keeps for snapshots, if the test gave them.
    let restoration: NavigationRestoration?
    private var observation: AnyCancellable?
    private var flowTracking: AnyCancellable?
    private let location: CallSite
    /// Where `finish()` was called, once it was: the flow has ended, and the store's
    /// assertions and steps have nothing left to act on.
    private(set) var finishedAt: CallSite?

    /// Starts `flow`, driven by `stepper`, on a key window, and records what happens from
    /// the first step on (the stepper's initial step is navigated before this returns).
    ///
    /// - Parameters:
    ///   - flow: the flow under test.
    ///   - stepper: the flow's stepper; `DefaultStepper()` (it emits `RxFlowStep.home`) by default.
    ///   - window: nil (the default) to run a flow whose root is a `Window` on that window,
    ///     and any other flow on a new window whose root is the flow's root when that root is
    ///     a `ViewController` (a flow rooted in a `FlowStack` runs on that stack, which the
    ///     store shows; one rooted in a presentable of your own is coordinated without
    ///     either). Or a window the test has set up: the flow's root screen must be in its
    ///     hierarchy (it is made the root of a window that has none). Either way the store
    ///     makes the window key; a window that cannot show the flow fails the test at once,
    ///     saying why.
    ///   - restoration: the step types a snapshot of the tree may hold, for
    ///     `assertRelaunchRestores(stepper:window:releaseTimeout:_:)`; nil (the default) to
    ///     run the coordinator without restoration, as an app that does not use it.
    ///   - exhaustivity: `.on` (the default) to assert every navigation and dropped step.
    ///   - timeout: how long `receive` waits by default; two seconds by default.
    ///   - fileID: Where a failure of the store itself (an unasserted navigation at release)
    ///     is reported; leave the default.
    ///   - filePath: The same, as a path.
    ///   - line: The same, its line.
    ///   - column: The same, its column.
    public init(
        flow: any Flow,
        stepper: any Stepper = DefaultStepper(),
        window: Window? = nil,
        restoration: NavigationRestoration? = nil,
        exhaustivity: Exhaustivity = .on,
        timeout: Duration = .seconds(2),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let chosen = StoreWindow(for: flow, given: window, logger: logs.logger)
        self.window = chosen.window
        let stack = window == nil ? flow.root as? any StackPresentable : nil
        self.stack = stack
        runsOnStack = stack != nil
        stack?.show()
        self.restoration = restoration
        self.exhaustivity = exhaustivity
        self.timeout = timeout
        self.location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ledger.isExhaustive = exhaustivity == .on
        // The store holds its window for as long as it lives: the window cannot be released
        // by `finish()`, and is not reported; the screens in it are.
        tracker.ignore(self.window)
        watch(flow: flow, stepper: stepper).coordinate(flow: flow, with: stepper)
        if !events.contains(where: { if case .flowStarted = $0 { true } else { false } }) {
            // The coordinator refused the flow: what it is made of belongs to whoever runs it.
            tracker = ReleaseTracker()
            tracker.ignore(self.window)
            fail(
                """
                The store could not start \(TypeName.of(type(of: flow))): this flow instance is already being \
                coordinated (by another store or coordinator), and a flow runs under one coordinator \
                at a time. Give each store a new flow.
                """, fileID: fileID, filePath: filePath, line: line, column: column)
        } else if let problem = chosen.problem {
            reportIssue(problem, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Makes the store's coordinator for `flow` and records what it does from now on.
    func watch(flow: any Flow, stepper: any Stepper) -> FlowCoordinator {
        let coordinator = FlowCoordinator(logger: logs.logger, restoration: restoration)
        self.coordinator = coordinator
        observation = coordinator.observe { [weak self] event in self?.handle(event) }
        flowTracking = coordinator.rx.willNavigate.sink { [weak self] flow, _ in
            MainActor.assumeIsolated { self?.tracker.track(flow: flow) }
        }
        tracker.track(flow: flow)
        tracker.track(anyValue: stepper)
        return coordinator
    }

    /// Without `finish()`, what was not asserted is reported when the store is released
    /// (with `Exhaustivity.on`), at the line that created it. Leaks are only checked by
    /// `finish()`, which can wait for the releases.
    deinit {
        guard let left = ledger.finish(), ledger.isExhaustive else { return }
        if let message = Self.unassertedMessage(left.navigations, left.drops, when: "the store was released") {
            fail(
                message, fileID: location.fileID, filePath: location.filePath, line: location.line,
                column: location.column)
        }
    }

    // MARK: - Finishing

    /// Ends the test of the flow: fails the test for each navigation and dropped step not
    /// asserted (with `Exhaustivity.on`), then releases the coordinator (which ends every
    /// flow of the tree), takes the hierarchy off the window (or ends the stack's
    /// presentation, which dismisses its routes), and waits up to
    /// `releaseTimeout` for every flow, presentable and stepper the store has seen to be
    /// released; those still alive fail the test, named by type.
    ///
    /// The store tracks, weakly, the flows that navigated and their roots, the screens in the
    /// window's hierarchy (or the routes and child stacks on the stack) after each navigation,
    /// when the test looks one up and when `finish()` starts, the flow's stepper, and the
    /// steppers held in the stored properties of those flows and screens (a screen's or a
    /// route's view model); not the window, which the store holds. A screen the test still
    /// holds in a variable is alive: reach screens inline
    /// (`store.visibleScreen(as: ListScreen.self)?.viewModel.pick(…)`) or in a `do { }` block.
    ///
    /// The store's last call: a second `finish()`, and any navigation or screen assertion or
    /// step made afterwards, fails the test saying where the flow was finished.
    public func finish(
        releaseTimeout: Duration = .seconds(1),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        if let finishedAt {
            fail(
                "finish() was called twice: the first call (\(finishedAt)) ended the flow and checked its releases.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        finishedAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        // Steps already hopping to the main queue (from another thread) arrive before this.
        await Task.yield()
        if let left = ledger.finish(), exhaustivity == .on,
            let message = Self.unassertedMessage(left.navigations, left.drops, when: "finish() was called")
        {
            fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        let alive = await endTree(releaseTimeout: releaseTimeout)
        guard !alive.isEmpty else { return }
        fail(
            aliveMessage(alive, releaseTimeout: releaseTimeout), fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Ends the running tree: releases the coordinator (which ends every flow of the tree),
    /// takes the hierarchy off the window (or ends the stack's presentation), and waits up to
    /// `releaseTimeout` for what the store has seen to be released; returns what is still alive.
    func endTree(releaseTimeout: Duration) async -> [String] {
        // What is on screen now too: a root a flow put in the window when its child was
        // ready (`Flows.use`) came after the last event.
        trackHierarchy()
        observation = nil
        flowTracking = nil
        // The stack is ended while its flow runs (the flow only holds it).
        stack?.end()
        coordinator = nil
        window.rootViewController = nil

        let deadline = ContinuousClock.now + releaseTimeout
        while !tracker.alive.isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return tracker.alive
    }

    /// Why the objects named in `alive` are a failure, and what usually holds them.
    func aliveMessage(_ alive: [String], releaseTimeout: Duration) -> String {
        """
        \(alive.count == 1 ? "1 object is" : "\(alive.count) objects are") still alive \
        \(releaseTimeout) after the flow ended and its screens left \(runsOnStack ? "the stack" : "the window"):
        \(alive.map { "  • \($0)" }.joined(separator: "\n"))

        Something still holds \(alive.count == 1 ? "it" : "them"): a retain cycle (a closure \
        capturing self strongly, a view model holding its screen), a cache, or the test \
        itself (a variable that still references a screen or a view model).
        """
    }

    /// Starts recording a new tree on `window` (the store holds it; it is not reported).
    func replaceWindow(with window: Window, stack: (any StackPresentable)?) {
        tracker = ReleaseTracker()
        self.window = window
        self.stack = stack
        runsOnStack = stack != nil
        stack?.show()
        tracker.ignore(window)
    }

    // MARK: - Recording

    private func handle(_ event: NavigationEvent) {
        events.append(event)
        // A restoration's replay and the steps it drops are what `assertRelaunchRestores`
        // checks as a whole (the report, the hierarchy): the test does not assert them one by one.
        let isReplay = FlowCoordinator.isRestoring
        if case .didNavigate(let flow, let step) = event {
            if !isReplay { ledger.record(FlowNavigation(flow: flow, step: step)) }
            trackHierarchy()
        } else if case .stepDropped(let step, let flow, let source, let reason) = event {
            guard !(isReplay && reason == .restoring) else { return }
            ledger.record(DroppedStep(step: step, reason: reason, flowName: flow?.typeName, source: source))
        } else if case .contributionStarted = event {
            trackHierarchy()
        }
        signal.notify()
    }

    /// Tracks, weakly, the screens in the window (or the routes on the stack) now.
    func trackHierarchy() {
        if let stack {
            tracker.track(presentablesOf: stack)
        } else {
            tracker.track(hierarchyOf: window)
        }
    }

    nonisolated static func unassertedMessage(
        _ navigations: [FlowNavigation], _ drops: [DroppedStep], when moment: String
    ) -> String? {
        var parts: [String] = []
        if !navigations.isEmpty {
            parts.append(
                """
                \(navigations.count == 1 ? "1 navigation was" : "\(navigations.count) navigations were") \
                not asserted when \(moment):

                \(String(customDumping: navigations))
                """)
        }
        if !drops.isEmpty {
            parts.append(
                """
                \(drops.count == 1 ? "1 dropped step was" : "\(drops.count) dropped steps were") \
                not asserted when \(moment):

                \(drops.map { "  • \($0)" }.joined(separator: "\n"))
                """)
        }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: "\n\n")
            + "\n\nAssert them with receive(_:_:) and receiveDrop(_:reason:), or set exhaustivity to .off."
    }
}
