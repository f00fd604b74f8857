import Logging
import RxFlow
import RxFlowTesting
import Testing

/// Every step that reaches the engine and is not navigated is reported, with its reason
/// and the fix where there is one: an event and a `debug` log line.
@MainActor
struct DroppedStepTests {
    @Test func aStepFromAHiddenPresentable() {
        let log = LogCapture()
        let screen = TestPresentable(visible: false)
        let screenStepper = TestStepper()
        let flow = TestFlow { _, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
                : .none
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        let events = NavigationEventRecorder(coordinator)
        screenStepper.steps.accept(TestStep.two)
        #expect(
            events.events == [
                .stepDropped(
                    step: TestStep.two, flow: FlowID(flow), source: "TestPresentable (stepper TestStepper)",
                    reason: .presentableNotVisible)
            ])
        let entry = log.entries(at: .debug).last { "\($0.message)".hasPrefix("step dropped") }
        #expect(entry.map { "\($0.message)" } == "step dropped: its presentable is not visible")
        #expect(entry?.metadata["flow"] == "TestFlow")
        #expect(entry?.metadata["step"] == "two")
        #expect(entry?.metadata["source"] == "TestPresentable (stepper TestStepper)")
        #expect(entry?.metadata["reason"] == "its presentable is not visible")
        #expect(
            entry?.metadata["fix"]
                == "contribute it with allowStepWhenNotPresented: true to navigate steps of a hidden presentable")
    }

    @Test func aStepWaitingForAnAdaptationWhenTheFlowEnds() {
        let flow = AdaptingFlow()
        let pending = PassthroughSubject<any Step, Never>()
        flow.onAdapt = { _ in pending.eraseToAnyPublisher() }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        let events = NavigationEventRecorder(coordinator)
        stepper.steps.accept(TestStep.one)  // adapting
        stepper.steps.accept(TestStep.two)  // waits for it
        flow.rootPresentable.dismiss()
        // Both: the one being adapted and the one waiting for it.
        #expect(events.droppedSteps.map(\.step.test) == [.one, .two])
        #expect(events.droppedSteps.map(\.reason) == [.flowEnded, .flowEnded])
    }

    @Test func aStepWaitingWhenTheCoordinatorIsReleased() {
        let flow = AdaptingFlow()
        let pending = PassthroughSubject<any Step, Never>()
        flow.onAdapt = { _ in pending.eraseToAnyPublisher() }
        let stepper = TestStepper()
        var drops: [(TestStep?, StepDropReason)] = []
        var observation: AnyCancellable?
        do {
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            observation = coordinator.observe { event in
                if case .stepDropped(let step, _, _, let reason) = event { drops.append((step.test, reason)) }
            }
            stepper.steps.accept(TestStep.one)
            stepper.steps.accept(TestStep.two)
        }
        #expect(drops.map(\.0) == [.one, .two])
        #expect(drops.map(\.1) == [.coordinatorReleased, .coordinatorReleased])
        withExtendedLifetime(observation) {}
    }

    @Test func aStepThatAdaptDrops() {
        let flow = AdaptingFlow()
        flow.onAdapt = { _ in Empty().eraseToAnyPublisher() }
        let coordinator = FlowCoordinator()
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(events.droppedSteps.map(\.reason) == [.adaptFinishedWithoutValue])
    }

    @Test func aNoneStepEmittedOrDeepLinked() {
        let flow = TestFlow()
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        let events = NavigationEventRecorder(coordinator)
        stepper.steps.accept(NoneStep())
        coordinator.navigate(to: NoneStep())
        #expect(events.droppedSteps.map(\.reason) == [.noneStep, .noneStep])
        #expect(flow.navigated.isEmpty)
    }

    @Test func noInitialStepIsNotADrop() {
        let flow = TestFlow { _, _ in
            .one(flowContributor: .contribute(withNextPresentable: TestPresentable(), withNextStepper: TestStepper()))
        }
        let log = LogCapture(level: .info)
        let coordinator = FlowCoordinator(logger: log.logger)
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        coordinator.coordinate(flow: TestFlow(), with: NoneStepper())  // refused: a flow runs
        #expect(events.droppedSteps.map(\.reason).isEmpty)
        #expect(log.entries.map(\.level) == [.error])  // the refusal, and no drop
    }

    @Test func aStepForwardedToTheParentOfTheRootFlow() {
        let flow = TestFlow { _, step in
            switch step.test {
            case .one: .one(flowContributor: .forwardToParentFlow(withStep: TestStep.two))
            case .three: .end(forwardToParentFlowWithStep: TestStep.number(1))
            default: .none
            }
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        let events = NavigationEventRecorder(coordinator)
        stepper.steps.accept(TestStep.one)
        stepper.steps.accept(TestStep.three)
        #expect(events.droppedSteps.map(\.reason) == [.noParentFlow, .noParentFlow])
    }

    @Test func aDeepLinkToACoordinatorThatDrivesNoFlow() {
        let log = LogCapture()
        let coordinator = FlowCoordinator(logger: log.logger)
        let events = NavigationEventRecorder(coordinator)
        coordinator.navigate(to: TestStep.deepLink)
        #expect(
            events.events == [
                .stepDropped(step: TestStep.deepLink, flow: nil, source: "deep link", reason: .noFlowRunning)
            ])
        #expect(log.messages(at: .debug) == ["step dropped: the coordinator drives no flow"])
    }

    @Test func everyReasonSaysWhyAndTheFixableOnesSayHow() {
        let reasons: [StepDropReason] = [
            .presentableNotVisible, .flowEnded, .coordinatorReleased, .adaptFinishedWithoutValue, .noneStep,
            .noParentFlow, .noFlowRunning,
        ]
        #expect(Set(reasons.map(\.description)).count == reasons.count)
        #expect(reasons.filter { $0.fix == nil } == [.noneStep, .noParentFlow])
    }
}
