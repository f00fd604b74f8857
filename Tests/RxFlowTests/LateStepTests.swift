import Dispatch
import Foundation
import Logging
import RxFlow
import RxFlowTesting
import Synchronization
import Testing

/// Steps that come after their screen or flow is gone ("why did my step do nothing?") are
/// reported, with a reason and a fix: events while the coordinator lives, log lines after.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct LateStepTests {
    @Test func aViewModelThatEmitsAfterItsScreenWasDismissed() {
        let log = LogCapture()
        let screen = TestPresentable()
        let viewModel = TestStepper()
        let flow = TestFlow { _, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
                : .none
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        let events = NavigationEventRecorder(coordinator)
        screen.dismiss()

        viewModel.steps.accept(TestStep.two)  // the network answer, after the user went back

        #expect(flow.navigatedTestSteps == [.one])
        #expect(
            events.events.last
                == .stepDropped(
                    step: TestStep.two, flow: FlowID(flow), source: "TestPresentable (stepper TestStepper)",
                    reason: .presentableDismissed))
        let entry = log.entries(at: .debug).last { "\($0.message)".hasPrefix("step dropped") }
        #expect(entry.map { "\($0.message)" } == "step dropped: its presentable was dismissed")
        #expect(entry?.metadata["fix"].map { "\($0)" }?.contains("allowStepWhenDismissed: true") == true)
    }

    @Test func theStepperOfAFlowThatHasEnded() {
        let stepper = TestStepper()
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        let events = NavigationEventRecorder(coordinator)
        flow.rootPresentable.dismiss()

        stepper.steps.accept(TestStep.one)
        stepper.steps.accept(TestStep.two)

        #expect(events.droppedSteps.map(\.step.test) == [.one, .two])
        #expect(events.droppedSteps.map(\.reason) == [.flowEnded, .flowEnded])
        #expect(events.droppedSteps.first?.flowName == "TestFlow")
    }

    @Test func theRelayOfAStepperNothingElseHoldsGoesWithItsFlow() {
        // A `OneStepper` held by the coordinator alone: once its flow ends, nothing can accept
        // on its relay any more, so the relay is let go of with it (no note is kept for it).
        weak var weakRelay: PublishRelay<any Step>?
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        do {
            let stepper = OneStepper(withSingleStep: TestStep.one)
            weakRelay = stepper.steps
            coordinator.coordinate(flow: flow, with: stepper)
        }
        #expect(weakRelay != nil)

        flow.rootPresentable.dismiss()

        #expect(weakRelay == nil)
        #expect(flow.navigatedTestSteps == [.one])
    }

    @Test func aRelayKeptAfterItsStepperWentIsStillReported() {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        let relay: PublishRelay<any Step>
        do {
            let stepper = TestStepper()
            relay = stepper.steps  // the app keeps the relay, not the stepper
            coordinator.coordinate(flow: flow, with: stepper)
        }
        let events = NavigationEventRecorder(coordinator)
        flow.rootPresentable.dismiss()

        relay.accept(TestStep.two)

        #expect(events.droppedSteps.map(\.step.test) == [.two])
        #expect(events.droppedSteps.map(\.reason) == [.flowEnded])
    }

    @Test func theScreensOfAChildFlowThatHasEnded() {
        let screen = TestPresentable()
        let viewModel = TestStepper()
        let child = TestFlow { _, step in
            switch step.test {
            case .childStart:
                .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
            case .childDone: .end(forwardToParentFlowWithStep: TestStep.childEnded)
            default: .none
            }
        }
        let parent = TestFlow.opening(child, with: OneStepper(withSingleStep: TestStep.childStart))
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        let events = NavigationEventRecorder(coordinator)
        coordinator.navigate(to: TestStep.childDone)
        #expect(parent.navigatedTestSteps.contains(.childEnded))

        viewModel.steps.accept(TestStep.three)

        #expect(events.droppedSteps.last?.step.test == .three)
        #expect(events.droppedSteps.last?.reason == .flowEnded)
        #expect(events.droppedSteps.last?.source == "TestPresentable (stepper TestStepper)")
    }

    @Test func afterTheCoordinatorWasReleasedTheyAreLogged() {
        let log = LogCapture()
        let stepper = TestStepper()
        var observation: AnyCancellable?
        var observed = 0
        do {
            let coordinator = FlowCoordinator(logger: log.logger)
            coordinator.coordinate(flow: TestFlow(), with: stepper)
            observation = coordinator.observe { _ in observed += 1 }
        }
        let seen = observed

        stepper.steps.accept(TestStep.one)

        #expect(observed == seen)  // the coordinator is gone: no event
        let entry = log.entries(at: .debug).last { "\($0.message)".hasPrefix("step dropped") }
        #expect(entry.map { "\($0.message)" } == "step dropped: the coordinator was released")
        #expect(entry?.metadata["step"] == "one")
        withExtendedLifetime(observation) {}
    }

    @Test func aStepStillHoppingFromAnotherThreadWhenItsScreenIsDismissed() async {
        let screen = TestPresentable()
        let viewModel = TestStepper()
        let flow = TestFlow { _, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
                : .none
        }
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        let events = NavigationEventRecorder(coordinator)

        let relay = viewModel.steps
        onBackgroundThread { relay.accept(TestStep.two) }  // on its way to the main queue
        screen.dismiss()  // before the main queue runs it
        await drainMainQueue()

        #expect(flow.navigatedTestSteps == [.one])
        #expect(events.droppedSteps.map(\.step.test) == [.two])
        #expect(events.droppedSteps.map(\.reason) == [.presentableDismissed])
    }

    /// A stopped contribution stays its relay's late-step note, holding nothing of the
    /// app's: it goes with the relay on whatever thread lets go of the relay last.
    @Test func aStoppedContributionGoesWithItsRelayOnAnotherThread() async {
        let screen = TestPresentable()
        let holder = RelayHolder()
        let flow = TestFlow { _, step in
            guard step.test == .one else { return .none }
            let viewModel = TestStepper()  // held by the contribution alone
            holder.relay = viewModel.steps
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        }
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        let events = NavigationEventRecorder(coordinator)
        weak let weakRelay = holder.relay
        screen.dismiss()  // the view model goes; its relay keeps the stopped contribution
        holder.relay?.accept(TestStep.two)  // reported by the stopped contribution

        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                holder.relay = nil  // the last reference: relay and contribution go here
                done.resume()
            }
        }

        #expect(weakRelay == nil)
        #expect(events.droppedSteps.map(\.step.test) == [.two])
        #expect(events.droppedSteps.map(\.reason) == [.presentableDismissed])
    }

    @Test func aStepStillHoppingWhenTheCoordinatorIsReleased() async {
        let log = LogCapture()
        let stepper = TestStepper()
        let relay = stepper.steps
        do {
            let coordinator = FlowCoordinator(logger: log.logger)
            coordinator.coordinate(flow: TestFlow(), with: stepper)
            onBackgroundThread { relay.accept(TestStep.two) }
        }
        await drainMainQueue()
        let drops = log.entries(at: .debug).filter { "\($0.message)".hasPrefix("step dropped") }
        #expect(drops.map { $0.metadata["step"] } == ["two"])
        #expect(drops.map { $0.metadata["reason"] } == ["the coordinator was released"])
    }

    @Test func aStepperContributedAgainIsListenedToAgain() {
        let viewModel = TestStepper()
        var screens: [TestPresentable] = []
        let flow = TestFlow { _, step in
            guard step.test == .open else { return .none }
            let screen = TestPresentable()
            screens.append(screen)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        let events = NavigationEventRecorder(coordinator)
        screens[0].dismiss()
        coordinator.navigate(to: TestStep.open)  // the same view model on a new screen

        viewModel.steps.accept(TestStep.two)

        #expect(flow.navigatedTestSteps == [.open, .open, .two])
        #expect(events.droppedSteps.isEmpty)
    }

    @Test func aStepperSharedByTwoScreensListensUntilBothAreDismissed() {
        let viewModel = TestStepper()
        let first = TestPresentable()
        let second = TestPresentable()
        let flow = TestFlow { _, step in
            step.test == .open
                ? .multiple(flowContributors: [
                    .contribute(withNextPresentable: first, withNextStepper: viewModel),
                    .contribute(withNextPresentable: second, withNextStepper: viewModel),
                ])
                : .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        let events = NavigationEventRecorder(coordinator)

        first.dismiss()
        viewModel.steps.accept(TestStep.two)  // the second screen still lets it through
        second.dismiss()
        viewModel.steps.accept(TestStep.three)

        #expect(flow.navigatedTestSteps == [.open, .two])
        #expect(events.droppedSteps.map(\.step.test) == [.three])
        #expect(events.droppedSteps.map(\.reason) == [.presentableDismissed])
        #expect(events.droppedSteps.map(\.source) == ["TestPresentable (stepper TestStepper)"])
    }

    /// Steps from eight threads, before, while and after their child flows end: each
    /// accepted step is navigated or reported, exactly once.
    @Test func everyAcceptedStepIsNavigatedOrReportedOnce() async {
        let children = (0..<8).map { _ in TestFlow() }
        let steppers = children.map { _ in TestStepper() }
        var next = 0
        let parent = TestFlow { _, step in
            guard step.test == .open, next < children.count else { return .none }
            defer { next += 1 }
            return .one(
                flowContributor: .contribute(withNextPresentable: children[next], withNextStepper: steppers[next]))
        }
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        for _ in 1..<children.count { coordinator.navigate(to: TestStep.open) }

        let relays = steppers.map(\.steps)
        let accepted = (0..<8).map { _ in Counter() }
        let stop = Counter()
        let finished = Counter()
        startThreads(count: 8) { thread in
            // Paced and bounded, so that the main queue keeps up with eight threads; then ten
            // more once every child has ended.
            while stop.value == 0 {
                if accepted[thread].value < 20_000 {
                    relays[thread].accept(TestStep.number(accepted[thread].value))
                    accepted[thread].increment()
                }
                if accepted[thread].value % 16 == 0 { Thread.sleep(forTimeInterval: 0.0002) }
            }
            for _ in 0..<10 {
                relays[thread].accept(TestStep.number(accepted[thread].value))
                accepted[thread].increment()
            }
            finished.increment()
        }
        #expect(await eventually { accepted.allSatisfy { $0.value > 0 } })
        // The children end one by one while their steppers are being fed.
        for child in children {
            try? await Task.sleep(for: .milliseconds(2))
            child.rootPresentable.dismiss()
        }
        try? await Task.sleep(for: .milliseconds(2))
        stop.increment()
        #expect(await eventually { finished.value == 8 })
        await drainMainQueue()

        let isNumber: (TestStep?) -> Bool = {
            if case .number = $0 { return true }
            return false
        }
        let navigated = children.map { $0.navigatedTestSteps.filter(isNumber).count }.reduce(0, +)
        let dropped = events.droppedSteps.filter { isNumber($0.step.test) }.count
        let total = accepted.map(\.value).reduce(0, +)
        #expect(navigated + dropped == total, "\(navigated) navigated, \(dropped) reported, \(total) accepted")
        #expect(navigated > 0)
        #expect(dropped > 0)
    }
}

/// A counter threads may increment.
///
/// An `Atomic`, not a `Mutex`: ThreadSanitizer cannot see a contended `Mutex` (a futex wait
/// in the prebuilt standard library) and reported the increments as a race.
final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    func increment() { storage.wrappingAdd(1, ordering: .sequentiallyConsistent) }

    var value: Int { storage.load(ordering: .sequentiallyConsistent) }
}

/// Hands a relay to another thread: its last reference, released there.
private final class RelayHolder: @unchecked Sendable {
    var relay: PublishRelay<any Step>?
}
