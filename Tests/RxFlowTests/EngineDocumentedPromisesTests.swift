import Logging
import RxFlow
import RxFlowTesting
import Testing

/// Promises of the articles and the public API's docs, checked the way a team coming from
/// RxFlow 2.x would try them in its first hour: edge cases and misuse.
@MainActor
struct EngineDocumentedPromisesTests {
    /// The step of an `.end` from the root flow has no parent to go to and is reported; the
    /// root flow itself ends, its stepper's later steps are reported, and the coordinator can
    /// drive a new flow.
    @Test func anEndFromTheRootFlowEndsItAndReportsItsStep() {
        let log = LogCapture()
        let stepper = TestStepper()
        let flow = TestFlow { _, step in
            step.test == .one ? .end(forwardToParentFlowWithStep: TestStep.childDone) : .none
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: stepper)
        let events = NavigationEventRecorder(coordinator)
        stepper.steps.accept(TestStep.one)
        stepper.steps.accept(TestStep.two)
        #expect(events.droppedSteps.map(\.step.test) == [.childDone, .two])
        #expect(events.droppedSteps.map(\.reason) == [.noParentFlow, .flowEnded])
        #expect(events.endedFlows.count == 1)
        let next = TestFlow()
        coordinator.coordinate(flow: next, with: OneStepper(withSingleStep: TestStep.three))
        #expect(flow.navigatedTestSteps == [.one])
        #expect(next.navigatedTestSteps == [.three])
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    /// A child flow contributed twice in one `.multiple` is coordinated once: the second is
    /// refused with an error in the log, and the rest of the tree goes on.
    @Test func aChildFlowContributedTwiceInOneNavigationIsCoordinatedOnce() {
        let log = LogCapture()
        let child = TestFlow()
        let screen = TestPresentable()
        let screenStepper = TestStepper(initialStep: TestStep.three)
        let parent = TestFlow { _, step in
            guard step.test == .open else { return .none }
            return .multiple(flowContributors: [
                .contribute(
                    withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)),
                .contribute(
                    withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)),
                .contribute(withNextPresentable: screen, withNextStepper: screenStepper),
            ])
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(child.navigatedTestSteps == [.childStart])
        #expect(parent.navigatedTestSteps == [.open, .three])
        #expect(log.messages(at: .error).count == 1)
    }

    /// `.multiple` with a mix: contributions start in order, a step forwarded to the current
    /// flow runs after the navigation, and one forwarded to the parent reaches it.
    @Test func aMultipleWithAMixRunsEachInOrder() {
        let log = LogCapture()
        let screen = TestPresentable()
        let screenStepper = TestStepper(initialStep: TestStep.number(1))
        let child = TestFlow { _, step in
            guard step.test == .childStart else { return .none }
            return .multiple(flowContributors: [
                .forwardToCurrentFlow(withStep: TestStep.number(2)),
                .contribute(withNextPresentable: screen, withNextStepper: screenStepper),
                .forwardToParentFlow(withStep: TestStep.childDone),
            ])
        }
        let parent = TestFlow.opening(child, with: OneStepper(withSingleStep: TestStep.childStart))
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(parent.navigatedTestSteps == [.open, .childDone])
        #expect(child.navigatedTestSteps == [.childStart, .number(2), .number(1)])
    }

    /// A deep link reaches a child flow whose root is not visible, and a flow that ends on it
    /// forwards its step to its parent after the parent navigated the link itself.
    @Test func aDeepLinkReachesHiddenAndEndingFlows() {
        let log = LogCapture()
        let hiddenChild = TestFlow(root: TestPresentable(visible: false))
        let endingChild = TestFlow { _, step in
            step.test == .deepLink ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
        }
        let parent = TestFlow { _, step in
            guard step.test == .open else { return .none }
            return .multiple(flowContributors: [
                .contribute(
                    withNextPresentable: hiddenChild, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)),
                .contribute(
                    withNextPresentable: endingChild, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)),
            ])
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        let events = NavigationEventRecorder(coordinator)
        coordinator.navigate(to: TestStep.deepLink)
        #expect(hiddenChild.navigatedTestSteps == [.childStart, .deepLink])
        #expect(endingChild.navigatedTestSteps == [.childStart, .deepLink])
        #expect(parent.navigatedTestSteps == [.open, .deepLink, .childEnded])
        #expect(events.endedFlows.count == 1)
        #expect(events.droppedSteps.isEmpty)
    }

    /// A deep link to a flow that is adapting waits behind the adaptation, in order.
    @Test func aDeepLinkWaitsBehindAPendingAdaptation() {
        let flow = AdaptingFlow()
        let pending = PassthroughSubject<any Step, Never>()
        flow.onAdapt = { step in
            step.test == .one ? pending.eraseToAnyPublisher() : Just(step).eraseToAnyPublisher()
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator(logger: LogCapture().logger)
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.one)
        coordinator.navigate(to: TestStep.deepLink)
        #expect(flow.navigatedTestSteps.isEmpty)
        pending.send(TestStep.two)
        pending.send(completion: .finished)
        #expect(flow.navigatedTestSteps == [.two, .deepLink])
    }

    /// A deep link given during a navigation reaches the flows live at that moment (not the
    /// child that navigation contributes), after that navigation, in the queue's order.
    @Test func aDeepLinkGivenDuringANavigationReachesTheFlowsLiveThen() {
        var coordinator: FlowCoordinator?
        let child = TestFlow()
        let flow = TestFlow { _, step in
            guard step.test == .one else { return .none }
            coordinator?.navigate(to: TestStep.deepLink)
            let childStepper = OneStepper(withSingleStep: TestStep.childStart)
            return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: childStepper))
        }
        coordinator = FlowCoordinator(logger: LogCapture().logger)
        coordinator?.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(flow.navigatedTestSteps == [.one, .deepLink])
        #expect(child.navigatedTestSteps == [.childStart])
    }

    /// A deep link that makes the parent dismiss a child flow whose step is being adapted:
    /// the adapted step and the deep link queued for the child are each reported once, and
    /// the adaptation's late answer is ignored.
    @Test func aDeepLinkEndingAnAdaptingChildReportsEachStepOnce() {
        let child = AdaptingFlow()
        let pending = PassthroughSubject<any Step, Never>()
        child.onAdapt = { step in
            step.test == .two ? pending.eraseToAnyPublisher() : Just(step).eraseToAnyPublisher()
        }
        let childStepper = TestStepper()
        let flow = TestFlow { _, step in
            switch step.test {
            case .open:
                return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: childStepper))
            case .deepLink:
                child.rootPresentable.dismiss()
                return .none
            default: return .none
            }
        }
        let coordinator = FlowCoordinator(logger: LogCapture().logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        let events = NavigationEventRecorder(coordinator)
        childStepper.steps.accept(TestStep.two)
        coordinator.navigate(to: TestStep.deepLink)
        pending.send(TestStep.three)
        #expect(child.navigated.isEmpty)
        #expect(events.droppedSteps.map(\.step.test) == [.two, .deepLink])
        #expect(events.droppedSteps.map(\.reason) == [.flowEnded, .flowEnded])
        #expect(events.endedFlows.count == 1)
    }

    /// Releasing the root coordinator from inside a navigation ends the tree without a
    /// crash: the flow and the screen that navigation contributed are released, and a late
    /// step of the flow's stepper is a log line (no event: the coordinator is gone).
    @Test func releasingTheCoordinatorDuringANavigation() async {
        let log = LogCapture()
        var coordinator: FlowCoordinator? = FlowCoordinator(logger: log.logger, leakDetection: .disabled)
        let stepper = TestStepper()
        weak var weakScreen: TestPresentable?
        weak var weakFlow: TestFlow?
        do {
            let flow = TestFlow { _, step in
                guard step.test == .one else { return .none }
                coordinator = nil
                let screen = TestPresentable()
                weakScreen = screen
                let screenStepper = TestStepper(initialStep: TestStep.three)
                return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
            }
            weakFlow = flow
            coordinator?.coordinate(flow: flow, with: stepper)
            stepper.steps.accept(TestStep.one)
            #expect(flow.navigatedTestSteps == [.one])
        }
        await drainMainQueue()
        stepper.steps.accept(TestStep.two)
        #expect(coordinator == nil)
        #expect(weakFlow == nil)
        #expect(weakScreen == nil)
        #expect(log.messages(at: .debug).last == "step dropped: the coordinator was released")
    }

    /// A flow that contributes its own root with a stepper: the root's dismissal ends the
    /// flow and the contribution, and a late step of that stepper is reported.
    @Test func aFlowContributingItsOwnRoot() {
        let log = LogCapture()
        let rootStepper = TestStepper()
        let flow = TestFlow { flow, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: flow.root, withNextStepper: rootStepper))
                : .none
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        let events = NavigationEventRecorder(coordinator)
        rootStepper.steps.accept(TestStep.two)
        flow.rootPresentable.dismiss()
        rootStepper.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.one, .two])
        #expect(events.endedFlows.count == 1)
        #expect(events.droppedSteps.map(\.step.test) == [.three])
    }

    /// A child flow that ended can be contributed again, and runs again.
    @Test func aChildFlowThatEndedRunsAgainWhenContributedAgain() {
        let log = LogCapture()
        let child = TestFlow { _, step in
            step.test == .childDone ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
        }
        let childStepper = TestStepper()
        let parent = TestFlow { _, step in
            step.test == .open
                ? .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: childStepper))
                : .none
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: parent, with: stepper)
        stepper.steps.accept(TestStep.open)
        childStepper.steps.accept(TestStep.childDone)
        stepper.steps.accept(TestStep.open)
        childStepper.steps.accept(TestStep.one)
        #expect(parent.navigatedTestSteps == [.open, .childEnded, .open])
        #expect(child.navigatedTestSteps == [.childDone, .one])
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    /// A composite of steppers, one silent: the others' initial steps in order, and no
    /// report for the silent one's `NoneStep`.
    @Test func aCompositeWithASilentStepper() {
        let log = LogCapture()
        let flow = TestFlow()
        let coordinator = FlowCoordinator(logger: log.logger)
        let events = NavigationEventRecorder(coordinator)
        let composite = CompositeStepper(steppers: [
            OneStepper(withSingleStep: TestStep.one), NoneStepper(), OneStepper(withSingleStep: TestStep.two),
        ])
        coordinator.coordinate(flow: flow, with: composite)
        #expect(flow.navigatedTestSteps == [.one, .two])
        #expect(events.droppedSteps.isEmpty)
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    /// An async adaptation holds back what comes after it: a deep link queued behind it and
    /// steps from a background thread are navigated after the adapted step, each in order.
    @Test func anAsyncAdaptationHoldsBackDeepLinksAndBackgroundSteps() async {
        let flow = AdaptingFlow()
        let gate = AdaptationGate()
        flow.onAdapt = { step in
            guard step.test == .one else { return Just(step).eraseToAnyPublisher() }
            return .adapting {
                await gate.wait()
                return TestStep.number(1)
            }
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator(logger: LogCapture().logger)
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.one)
        coordinator.navigate(to: TestStep.deepLink)
        let steps = stepper.steps
        onBackgroundThread {
            steps.accept(TestStep.two)
            steps.accept(TestStep.three)
        }
        await drainMainQueue()
        #expect(flow.navigated.isEmpty)
        gate.open()
        #expect(await eventually { flow.navigated.count == 4 })
        #expect(flow.navigatedTestSteps == [.number(1), .deepLink, .two, .three])
    }

    /// A child flow whose first navigation ends it is never ready: the block waiting for it
    /// never runs and is let go of, and the async wait throws `neverReady`.
    @Test func aFlowEndingInItsFirstNavigationIsNeverReady() async {
        let child = TestFlow { _, _ in .end(forwardToParentFlowWithStep: TestStep.childEnded) }
        let childStepper = TestStepper()
        let parent = TestFlow.opening(child, with: childStepper)
        weak var weakCaptured: TestPresentable?
        var ran = false
        do {
            let captured = TestPresentable()
            weakCaptured = captured
            Flows.use(child, when: .ready) { (_: TestPresentable) in
                _ = captured
                ran = true
            }
        }
        let coordinator = FlowCoordinator(logger: LogCapture().logger)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        let waiter = Task { @MainActor in
            do {
                _ = try await Flows.ready(child, as: TestPresentable.self)
                return false
            } catch {
                return error as? FlowsReadinessError == .neverReady
            }
        }
        await drainMainQueue()
        childStepper.steps.accept(TestStep.childStart)
        #expect(parent.navigatedTestSteps == [.open, .childEnded])
        #expect(!ran)
        #expect(weakCaptured == nil)
        #expect(await waiter.value)
    }

    /// A wait that begins after its flow has ended waits for the flow's next run, like a
    /// wait on a flow not coordinated yet.
    @Test func aWaitOnAFlowThatHasEndedWaitsForItsNextRun() async throws {
        let child = TestFlow { _, step in
            step.test == .childDone ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
        }
        let parent = TestFlow { _, step in
            guard step.test == .open else { return .none }
            let childStepper = OneStepper(withSingleStep: TestStep.childStart)
            return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: childStepper))
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator(logger: LogCapture().logger)
        coordinator.coordinate(flow: parent, with: stepper)
        stepper.steps.accept(TestStep.open)
        coordinator.navigate(to: TestStep.childDone)
        var ran = false
        Flows.use(child, when: .ready) { (_: TestPresentable) in ran = true }
        let waiter = Task { try await Flows.ready(child, as: TestPresentable.self) === child.rootPresentable }
        await drainMainQueue()
        #expect(!ran)
        stepper.steps.accept(TestStep.open)  // the child runs again
        #expect(ran)
        #expect(try await waiter.value)
    }

    /// The event sequence ends when the coordinator goes, even one made before `coordinate`.
    @Test func theEventSequenceEndsWhenTheCoordinatorGoesBeforeCoordinating() async {
        var coordinator: FlowCoordinator? = FlowCoordinator(logger: LogCapture().logger)
        let events = coordinator!.events
        coordinator = nil
        var count = 0
        for await _ in events { count += 1 }
        #expect(count == 0)
    }

    /// A step that prints on two lines (CRLF) and ends with a backslash gives one-line labels
    /// in both exports, the DOT one with its backslash escaped; a nested type is named with its
    /// outer type, as the app writes it.
    @Test func theGraphEscapesOddNames() {
        let flow = Outer.NestedFlow()
        let coordinator = FlowCoordinator(logger: LogCapture().logger)
        let recorder = NavigationGraphRecorder(observing: coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: MultilineStep.said))
        let graph = recorder.graph
        #expect(
            graph.mermaid == """
                flowchart TD
                    Outer_NestedFlow(["Outer.NestedFlow"])
                    Outer_NestedFlow_TestPresentable["TestPresentable"]
                    Outer_NestedFlow -->|"first line second line\\"| Outer_NestedFlow_TestPresentable

                """)
        #expect(
            graph.dot == """
                digraph NavigationGraph {
                    node [shape=box];
                    Outer_NestedFlow [label="Outer.NestedFlow", style=rounded];
                    Outer_NestedFlow_TestPresentable [label="TestPresentable"];
                    Outer_NestedFlow -> Outer_NestedFlow_TestPresentable [label="first line second line\\\\"];
                }

                """)
        recorder.stop()
    }
}

enum MultilineStep: Step, CustomStringConvertible {
    case said
    var description: String { "first line\r\nsecond line\\" }
}

enum Outer {
    @MainActor
    final class NestedFlow: Flow {
        let rootPresentable = TestPresentable()
        var root: any Presentable { rootPresentable }
        func navigate(to step: any Step) -> FlowContributors {
            .one(flowContributor: .contribute(withNextPresentable: TestPresentable(), withNextStepper: TestStepper()))
        }
    }
}

/// Holds an adaptation until the test opens it.
@MainActor
final class AdaptationGate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        waiting.forEach { $0.resume() }
        waiting = []
    }
}
