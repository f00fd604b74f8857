import Logging
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// The kit's recorders for tests that drive a coordinator of their own: `LogCapture` and
/// `NavigationEventRecorder`.
@MainActor
struct RecordingHelpersTests {
    @Test func aLogCaptureKeepsWhatIsLoggedFromItsLevelUp() {
        let logs = LogCapture(level: .notice)
        let logger = logs.logger
        logger.debug("not kept")
        logger.notice("dropped")
        logger.error("misused", metadata: ["flow": "AppFlow"])
        #expect(logs.entries.map(\.level) == [.notice, .error])
        #expect(logs.entries(at: .error).map { $0.metadata["flow"] } == ["AppFlow"])
        #expect(logs.messages(at: .error) == ["misused"])
        #expect(logs.messages(atLeast: .notice) == ["dropped", "misused"])
        logs.clear()
        #expect(logs.entries.isEmpty)
    }

    @Test func aLogCaptureReceivesTheEnginesLines() {
        let logs = LogCapture(level: .notice)
        let coordinator = FlowCoordinator(logger: logs.logger)
        coordinator.coordinate(flow: WatchedFlow(), with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        coordinator.navigate(to: DemoStep.castIsPicked(withId: 1))  // WatchedFlow's adapt keeps it
        coordinator.coordinate(flow: WatchedFlow(), with: NoneStepper())  // misuse: a second root flow
        #expect(!logs.messages(atLeast: .notice).isEmpty)
    }

    @Test func aRecorderKeepsTheCoordinatorsNavigationsDropsAndEndedFlows() {
        let coordinator = FlowCoordinator()
        let recorder = NavigationEventRecorder(coordinator)
        let window = start(EndableWatchedFlow(), by: coordinator)
        #expect(recorder.navigations == [FlowNavigation(EndableWatchedFlow.self, DemoStep.moviesAreRequired)])
        #expect(recorder.lines.count == recorder.events.count)

        recorder.clear()
        coordinator.navigate(to: KitStep.watchedIsDone)  // the flow ends
        #expect(recorder.endedFlows == ["EndableWatchedFlow"])
        #expect(recorder.endedContributions.count == 1)  // the movie list's, with its flow
        recorder.clear()
        coordinator.navigate(to: DemoStep.moviesAreRequired)
        #expect(recorder.droppedSteps == [DroppedStep(DemoStep.moviesAreRequired, reason: .noFlowRunning)])
        #expect(recorder.suspectedLeaks.isEmpty)

        recorder.stop()
        coordinator.navigate(to: DemoStep.moviesAreRequired)
        #expect(recorder.droppedSteps.count == 1)
        withExtendedLifetime(window) {}  // on screen throughout
    }

    /// A flow type nested in another: the navigation a test expects and the one an event
    /// reports name it alike (`Shelf.NestedFlow`, as events and the graph name it), so that a
    /// failure's diff shows one name for one type.
    @Test func anExpectedNavigationNamesANestedFlowAsTheRecordedOneDoes() {
        let coordinator = FlowCoordinator()
        let recorder = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: Shelf.NestedFlow(), with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        let expected = FlowNavigation(Shelf.NestedFlow.self, DemoStep.moviesAreRequired)
        #expect(recorder.navigations == [expected])
        #expect(recorder.navigations.map(\.flowName) == [expected.flowName])
        #expect(expected.description == "RecordingHelpersTests.Shelf.NestedFlow → moviesAreRequired")
    }

    private enum Shelf {
        /// A flow on a headless screen that navigates nowhere.
        @MainActor final class NestedFlow: Flow {
            let screen = ViewController()
            var root: any Presentable { screen }
            func navigate(to step: any Step) -> FlowContributors { .none }
        }
    }

    @Test func waitingForTheLeakChecksSeesWhatTheyFound() async {
        let logs = LogCapture(level: .warning)
        let coordinator = FlowCoordinator(
            logger: logs.logger, leakDetection: .enabled(gracePeriod: .milliseconds(20)))
        let recorder = NavigationEventRecorder(coordinator)
        let window = start(WatchedFlow(), by: coordinator)
        let navigation = window.rootViewController as? NavigationController
        (navigation?.topViewController as? WatchedViewController)?.viewModel.pick(movieId: 1)
        let kept = (navigation?.topViewController as? MovieDetailViewController)?.viewModel
        navigation?.popViewController(animated: false)  // dismissed; its view model is kept below

        #expect(recorder.suspectedLeaks.isEmpty)  // the check waits for its grace period
        await recorder.waitForLeakChecks(gracePeriod: .milliseconds(20))
        guard case .leakSuspected(_, let objects, _)? = recorder.suspectedLeaks.first else {
            Issue.record("expected a suspected leak, got \(recorder.lines)")
            return
        }
        #expect(objects == ["MovieDetailViewModel"])
        #expect(logs.entries(at: .warning).map { $0.metadata["objects"] } == [.array(["MovieDetailViewModel"])])
        #expect(kept?.movieId == 1)
    }

    /// Starts `flow` on a key window, with the movies as its first step, as an app would.
    private func start(_ flow: some Flow, by coordinator: FlowCoordinator) -> Window {
        let window = Window()
        window.rootViewController = flow.root as? ViewController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        return window
    }
}
