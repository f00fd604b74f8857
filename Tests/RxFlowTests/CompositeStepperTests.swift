import RxFlow
import Testing

/// A composite stepper emits its steppers' initial steps in order, then all their steps.
@MainActor
struct CompositeStepperTests {
    @Test func initialStepsInOrderThenEveryStep() {
        let first = TestStepper(initialStep: TestStep.one)
        let silent = TestStepper()
        let second = TestStepper(initialStep: TestStep.two)
        let composite = CompositeStepper(steppers: [first, silent, second])
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: composite)
        #expect(flow.navigatedTestSteps == [.one, .two])
        #expect([first.readyCount, silent.readyCount, second.readyCount] == [1, 1, 1])
        second.steps.accept(TestStep.three)
        silent.steps.accept(TestStep.number(1))
        first.steps.accept(TestStep.number(2))
        #expect(flow.navigatedTestSteps == [.one, .two, .three, .number(1), .number(2)])
    }

    @Test func oneStepperAndDefaultSteppersInitialSteps() {
        #expect(OneStepper(withSingleStep: TestStep.three).initialStep.test == .three)
        #expect(DefaultStepper().initialStep as? RxFlowStep == .home)
        #expect(NoneStepper().initialStep is NoneStep)
        #expect(TestStepper().initialStep is NoneStep)  // the protocol's default
    }
}
