import RxFlow
import RxFlowTesting
import Testing

/// The events of a tree's whole life, in order, as `observe(_:)` and `events` deliver them.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct NavigationEventTests {
    @Test func aFlowsLifeIsReportedInOrder() {
        let screen = TestPresentable()
        let screenStepper = TestStepper()
        let flow = TestFlow { _, step in
            switch step.test {
            case .one: .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
            case .two: .one(flowContributor: .forwardToCurrentFlow(withStep: TestStep.three))
            default: .none
            }
        }
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        screenStepper.steps.accept(TestStep.two)
        screen.dismiss()
        flow.rootPresentable.dismiss()
        #expect(
            log.lines == [
                "flow started: TestFlow",
                "will navigate: TestFlow one",
                "did navigate: TestFlow one",
                "contribution started: TestFlow TestPresentable (stepper TestStepper)",
                "will navigate: TestFlow two",
                "did navigate: TestFlow two",
                "step forwarded: TestFlow three → TestFlow",
                "will navigate: TestFlow three",
                "did navigate: TestFlow three",
                "contribution ended: TestFlow TestPresentable, its presentable was dismissed",
                "flow ended: TestFlow, its root was dismissed",
            ])
        let id = FlowID(flow)
        #expect(log.events.first == .flowStarted(id, parent: nil))
        #expect(log.events[2] == .didNavigate(id, step: TestStep.one))
        #expect(log.events[2] != .didNavigate(id, step: TestStep.two))
        #expect(id.is(TestFlow.self))
        #expect(!id.is(AdaptingFlow.self))
    }

    @Test func childFlowsReportTheirParentAndHowTheyEnd() {
        let childStepper = TestStepper()
        let child = AdaptingFlow()
        let parent = TestFlow.opening(child, with: childStepper)
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(log.events.contains(.flowStarted(FlowID(child), parent: FlowID(parent))))
        log.clear()
        parent.rootPresentable.dismiss()
        #expect(
            log.lines == [
                "flow ended: AdaptingFlow, its parent flow ended",
                "flow ended: TestFlow, its root was dismissed",
            ])
    }

    @Test func endReportsTheForwardToTheParent() {
        let childStepper = TestStepper()
        let child = TestFlow { _, step in
            step.test == .childDone ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
        }
        let parent = TestFlow.opening(child, with: childStepper)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        let log = NavigationEventRecorder(coordinator)
        childStepper.steps.accept(TestStep.childDone)
        #expect(
            log.events == [
                .willNavigate(FlowID(child), step: TestStep.childDone),
                .didNavigate(FlowID(child), step: TestStep.childDone),
                .flowEnded(FlowID(child), reason: .endedByFlow),
                .stepForwarded(FlowID(child), step: TestStep.childEnded, to: FlowID(parent)),
                .willNavigate(FlowID(parent), step: TestStep.childEnded),
                .didNavigate(FlowID(parent), step: TestStep.childEnded),
            ])
    }

    @Test func contributionsEndWithTheirFlowAndReleasingTheCoordinatorEndsTheTree() {
        let screen = TestPresentable()
        let flow = TestFlow { _, _ in
            .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: TestStepper()))
        }
        var events: [String] = []
        var observation: AnyCancellable?
        do {
            let coordinator = FlowCoordinator()
            observation = coordinator.observe { events.append($0.description) }
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
            events = []
            // Released here, not at its last use, as an optimized build would.
            withExtendedLifetime(coordinator) {}
        }
        #expect(
            events == [
                "contribution ended: TestFlow TestPresentable, its flow ended",
                "flow ended: TestFlow, the coordinator was released",
            ])
        withExtendedLifetime(observation) {}
    }

    @Test func adaptationsAreReported() async {
        let flow = AdaptingFlow()
        let later = PassthroughSubject<any Step, Never>()
        flow.onAdapt = { step in
            switch step.test {
            case .one: Just(TestStep.two).eraseToAnyPublisher()
            case .two: Empty().eraseToAnyPublisher()
            default: later.eraseToAnyPublisher()
            }
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        let log = NavigationEventRecorder(coordinator)
        let id = FlowID(flow)
        stepper.steps.accept(TestStep.one)
        stepper.steps.accept(TestStep.two)
        stepper.steps.accept(TestStep.three)
        later.send(TestStep.number(3))
        #expect(
            log.events.filter {
                if case .stepAdapted = $0 { return true }
                return false
            } == [
                .stepAdapted(id, step: TestStep.one, adapted: TestStep.two),
                .stepAdapted(id, step: TestStep.two, adapted: nil),
                .stepAdapted(id, step: TestStep.three, adapted: TestStep.number(3)),
            ])
        #expect(flow.navigatedTestSteps == [.two, .number(3)])
    }

    @Test func flowsWithTheDefaultAdaptReportNoAdaptation() {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(
            !log.events.contains {
                if case .stepAdapted = $0 { return true }
                return false
            })
    }

    @Test func theAsyncSequenceDeliversTheSameEvents() async {
        let flow = TestFlow()
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        let events = coordinator.events
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.one)
        var received: [NavigationEvent] = []
        for await event in events {
            received.append(event)
            if case .didNavigate = event { break }
        }
        #expect(
            received == [
                .flowStarted(FlowID(flow), parent: nil),
                .willNavigate(FlowID(flow), step: TestStep.one),
                .didNavigate(FlowID(flow), step: TestStep.one),
            ])
    }

    /// An observer that coordinates a new flow when one ends: every observer, and the async
    /// sequence, still get the end before the start it caused.
    @Test func eachObserverSeesEventsInTheOrderTheyHappened() async {
        let first = TestFlow()
        let second = TestFlow()
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        let events = coordinator.events
        let reaction = coordinator.observe { event in
            if case .flowEnded(let flow, _) = event, flow == FlowID(first) {
                coordinator.coordinate(flow: second, with: TestStepper())
            }
        }
        let later = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: first, with: TestStepper())
        first.rootPresentable.dismiss()

        let expected: [NavigationEvent] = [
            .flowStarted(FlowID(first), parent: nil),
            .flowEnded(FlowID(first), reason: .rootDismissed),
            .flowStarted(FlowID(second), parent: nil),
        ]
        #expect(later.events == expected)
        var received: [NavigationEvent] = []
        for await event in events {
            received.append(event)
            if received.count == expected.count { break }
        }
        #expect(received == expected)
        reaction.cancel()
    }

    /// A `for await` loop ends once its coordinator is released, and does not keep it alive.
    @Test func theAsyncSequenceFinishesWhenTheCoordinatorIsReleased() async {
        let flow = TestFlow()
        var coordinator: FlowCoordinator? = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        let events = coordinator!.events
        coordinator?.coordinate(flow: flow, with: TestStepper())
        weak let released = coordinator
        coordinator = nil
        #expect(released == nil)

        var received: [NavigationEvent] = []
        for await event in events { received.append(event) }  // ends by itself

        #expect(
            received == [
                .flowStarted(FlowID(flow), parent: nil), .flowEnded(FlowID(flow), reason: .coordinatorReleased),
            ])
    }

    /// The cancellable `observe` returns may be cancelled, or released, on any thread.
    @Test func anObservationCancelledOnAnotherThreadStops() async {
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: TestFlow(), with: stepper)
        var count = 0
        nonisolated(unsafe) var cancelled: AnyCancellable? = coordinator.observe { _ in count += 1 }
        nonisolated(unsafe) var released: AnyCancellable? = coordinator.observe { _ in count += 1 }
        onBackgroundThread {
            cancelled?.cancel()
            cancelled = nil
            released = nil
        }
        await drainMainQueue()
        stepper.steps.accept(TestStep.one)
        #expect(count == 0)
        #expect(cancelled == nil && released == nil)
    }

    @Test func aCancelledObservationReceivesNothingMore() {
        let flow = TestFlow()
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        var count = 0
        let observation = coordinator.observe { _ in count += 1 }
        coordinator.coordinate(flow: flow, with: stepper)
        let seen = count
        observation.cancel()
        stepper.steps.accept(TestStep.one)
        #expect(seen == 1)
        #expect(count == 1)
    }
}
