import Dispatch
import RxFlow
import Testing

/// What happens to steps that arrive after the coordinator that listened is gone:
/// they are dropped, nothing traps, nothing is kept alive.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct ReleaseSafetyTests {
    @Test func stepsOfAContributedStepperAfterTheRootCoordinatorIsReleasedAreDropped() {
        let screen = TestPresentable()
        let screenStepper = TestStepper()
        let flow = TestFlow { _, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
                : .none
        }
        weak var weakCoordinator: FlowCoordinator?
        do {
            let coordinator = FlowCoordinator()
            weakCoordinator = coordinator
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        }
        #expect(weakCoordinator == nil)
        screenStepper.steps.accept(TestStep.two)
        screen.setVisible(false)
        screen.dismiss()
        #expect(flow.navigatedTestSteps == [.one])
    }

    @Test func aStepHoppingFromAnotherThreadAfterTheFlowEndedIsDropped() async {
        let stepper = TestStepper()
        let flow = TestFlow()
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        coordinator.coordinate(flow: flow, with: stepper)
        let relay = stepper.steps
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                relay.accept(TestStep.one)  // queued on the main queue...
                DispatchQueue.main.async { continuation.resume() }
            }
            flow.rootPresentable.dismiss()  // ...while the flow ends on the main actor
        }
        #expect(flow.navigated.isEmpty)
    }

    @Test func aChildFlowOutlivingItsParentCoordinatorForwardsNothing() {
        let childStepper = TestStepper()
        let child = TestFlow { _, step in
            step.test == .childDone ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
        }
        let parent = TestFlow.opening(child, with: childStepper)
        do {
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        }
        childStepper.steps.accept(TestStep.childDone)
        #expect(parent.navigatedTestSteps == [.open])
        #expect(child.navigated.isEmpty)
    }
}
