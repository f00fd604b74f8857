import Logging
import RxFlow
import RxFlowTesting
import Testing

/// Coordinating navigates the initial step at once; NoneStep never navigates.
@MainActor
struct CoordinateTests {
    @Test func initialStepIsNavigatedBeforeCoordinateReturns() {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(flow.navigatedTestSteps == [.one])
    }

    @Test func defaultStepperEmitsHome() {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow)
        #expect(flow.navigated.compactMap { $0 as? RxFlowStep } == [.home])
    }

    @Test func noneStepIsNeverNavigated() {
        let flow = TestFlow()
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(NoneStep())
        coordinator.navigate(to: NoneStep())
        #expect(flow.navigated.isEmpty)
    }

    @Test func aNoneStepperNavigatesNothingAndLeavesTheFlowRunning() {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: NoneStepper())
        #expect(flow.navigated.isEmpty)
        coordinator.navigate(to: TestStep.deepLink)
        #expect(flow.navigatedTestSteps == [.deepLink])
    }

    @Test func readyToEmitStepsIsCalledOnceListenedTo() {
        let flow = TestFlow()
        let stepper = TestStepper(initialStep: TestStep.one)
        // Steps emitted from readyToEmitSteps are heard: the stepper is already listened to.
        stepper.onReady = { [unowned stepper] in stepper.steps.accept(TestStep.two) }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        #expect(stepper.readyCount == 1)
        #expect(flow.navigatedTestSteps == [.one, .two])
    }

    @Test func stepsOfTheFlowStepperAreNavigatedSynchronously() {
        let flow = TestFlow()
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.one)
        #expect(flow.navigatedTestSteps == [.one])
        stepper.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.one, .two])
    }

    @Test func coordinatingWhileAFlowRunsIsANoOp() {
        let first = TestFlow()
        let second = TestFlow()
        let log = LogCapture(level: .error)
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: first, with: OneStepper(withSingleStep: TestStep.one))
        coordinator.coordinate(flow: second, with: OneStepper(withSingleStep: TestStep.two))
        #expect(second.navigated.isEmpty)
        #expect(log.messages(at: .error).count == 1)
        coordinator.navigate(to: TestStep.three)
        #expect(first.navigatedTestSteps == [.one, .three])
    }

    @Test func aCoordinatorCanDriveANewFlowOnceTheFirstEnded() {
        let first = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: first, with: OneStepper(withSingleStep: TestStep.one))
        first.rootPresentable.dismiss()
        let second = TestFlow()
        coordinator.coordinate(flow: second, with: OneStepper(withSingleStep: TestStep.two))
        #expect(second.navigatedTestSteps == [.two])
        #expect(first.navigatedTestSteps == [.one])
    }

    @Test func navigateBeforeCoordinateIsANoOp() {
        let coordinator = FlowCoordinator()
        coordinator.navigate(to: TestStep.one)  // nothing to navigate, nothing breaks
        let flow = TestFlow()
        coordinator.coordinate(flow: flow, with: NoneStepper())
        #expect(flow.navigated.isEmpty)
    }
}
