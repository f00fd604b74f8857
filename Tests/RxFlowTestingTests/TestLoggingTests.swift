import Logging
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// How a test keeps RxFlow's log lines instead of printing them ("Testing your flows"): the
/// store keeps its own; a coordinator and a window of the test's take a capture's logger;
/// what logs to `Logger.current` logs where `withLogger` binds it.
@MainActor
struct TestLoggingTests {
    @Test func theStoreKeepsItsCoordinatorsLog() async {
        let store = FlowTestStore(flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        #expect(store.logs.messages(atLeast: .warning).isEmpty)
        #expect(store.logs.messages(at: .debug).contains("did navigate"))
        await store.finish()
    }

    @Test func aCoordinatorAndAWindowOfTheTestsLogToACapture() {
        let logs = LogCapture(level: .warning)
        let coordinator = FlowCoordinator(logger: logs.logger)
        let window = Window(logger: logs.logger)
        let flow = WatchedFlow()
        window.rootViewController = flow.root as? ViewController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        #expect(logs.entries.isEmpty)

        coordinator.coordinate(flow: WatchedFlow(), with: NoneStepper())  // refused: a flow runs
        window.rootViewController?.dismiss(animated: false)  // refused: nothing to dismiss
        #expect(logs.entries.map(\.level) == [.error, .error])
        #expect(logs.entries(at: .error).last?.metadata["kind"] == "nothingToDismiss")
    }

    @Test func whatLogsToTheTaskLocalLoggerLogsWhereWithLoggerBindsIt() {
        let logs = LogCapture(level: .warning)
        let app = withLogger(logs.logger) { _ in MyApp() }
        app.window.rootViewController?.dismiss(animated: false)  // refused: nothing to dismiss
        #expect(logs.entries(at: .error).map { $0.metadata["kind"] } == ["nothingToDismiss"])
        #expect(app.coordinator.logger.logLevel == .warning)  // the capture's
    }
}

/// An app's own object, which makes its window and coordinator with the default logger
/// (`Logger.current`).
@MainActor
private final class MyApp {
    let window = Window()
    let coordinator = FlowCoordinator()
    let flow = WatchedFlow()

    init() {
        window.rootViewController = flow.root as? ViewController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
    }
}
