import Logging
import RxFlow
import RxFlowTesting
import Testing

/// What the tree logs, at which level (swift-log's convention for libraries): navigations,
/// contributions, flows and dropped steps at `debug`, misuse at `error`; nothing at `info`
/// and above for an ordinary navigation, nor for a dropped step.
@MainActor
struct LoggingTests {
    @Test func navigationsContributionsAndFlowsAreLoggedAtDebug() {
        let log = LogCapture(level: .debug)
        let screen = TestPresentable()
        let flow = TestFlow { _, _ in
            .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: TestStepper()))
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        screen.dismiss()
        flow.rootPresentable.dismiss()
        #expect(
            log.messages(at: .debug) == [
                "flow started", "did navigate", "contribution started",
                "contribution ended: its presentable was dismissed",
                "flow ended: its root was dismissed",
            ])
        #expect(log.entries(at: .debug)[1].metadata == ["flow": "TestFlow", "step": "one"])
    }

    @Test func anOrdinaryNavigationLogsNothingAtInfo() {
        let log = LogCapture(level: .info)
        let flow = TestFlow()
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        flow.rootPresentable.dismiss()
        #expect(log.messages(at: .info).isEmpty && log.messages(at: .notice).isEmpty)
    }

    @Test func aDroppedStepIsLoggedAtDebugOnly() {
        let log = LogCapture()
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: TestFlow(), with: OneStepper(withSingleStep: TestStep.one))
        coordinator.navigate(to: NoneStep())
        #expect(log.messages(at: .debug).last == "step dropped: it is a NoneStep")
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    @Test func theLoggerCanBeReplacedForTheWholeTree() {
        let first = LogCapture()
        let second = LogCapture()
        let childStepper = TestStepper()
        let child = TestFlow()
        let parent = TestFlow.opening(child, with: childStepper)
        let coordinator = FlowCoordinator(logger: first.logger)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        coordinator.logger = second.logger
        childStepper.steps.accept(NoneStep())
        #expect(!first.messages(at: .debug).contains("step dropped: it is a NoneStep"))
        #expect(second.messages(at: .debug) == ["step dropped: it is a NoneStep"])
        #expect(second.entries(at: .debug).first?.metadata["flow"] == "TestFlow")
    }
}
