import RxFlowTesting
import Testing

@testable import RxFlow

/// The relay's main-queue path: with one engine listener and no Combine subscriber, a step
/// accepted on the main queue reaches its listener without the relay's lock and without a
/// retain. These are the cases where that listener goes away while it is being called, and
/// where a Combine subscriber closes the path.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct RelayMainQueuePathTests {
    @Test func aStepThatEndsTheFlowListeningToIt() {
        let stepper = TestStepper()
        weak var weakFlow: TestFlow?
        let coordinator = FlowCoordinator()
        do {
            let flow = TestFlow { _, step in
                step.test == .one ? .end(forwardToParentFlowWithStep: NoneStep()) : .none
            }
            weakFlow = flow
            coordinator.coordinate(flow: flow, with: stepper)
        }
        let events = NavigationEventRecorder(coordinator)
        // The relay called the node without a retain: once detached, it keeps it until the
        // call is over.
        var keptWhileCalled = false
        let observation = coordinator.observe { event in
            if case .flowEnded = event { keptWhileCalled = !stepper.steps.detachedDuringDelivery.isEmpty }
        }

        stepper.steps.accept(TestStep.one)  // ends the flow, whose node the relay was calling

        #expect(keptWhileCalled)
        #expect(stepper.steps.detachedDuringDelivery.isEmpty)
        observation.cancel()
        #expect(weakFlow == nil)
        stepper.steps.accept(TestStep.two)
        #expect(events.droppedSteps.map(\.step.test) == [.two])
        #expect(events.droppedSteps.map(\.reason) == [.flowEnded])
    }

    @Test func aStepAcceptedOnTheSameRelayWhileItsFlowEnds() {
        let stepper = TestStepper()
        let flow = TestFlow { _, step in
            guard step.test == .one else { return .none }
            // A nested delivery on the relay being delivered from: the tree queues it, and it
            // comes after the end.
            stepper.steps.accept(TestStep.two)
            return .end(forwardToParentFlowWithStep: NoneStep())
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        let events = NavigationEventRecorder(coordinator)

        stepper.steps.accept(TestStep.one)

        #expect(flow.navigatedTestSteps == [.one])
        #expect(events.droppedSteps.map(\.step.test) == [.two])
        #expect(events.droppedSteps.map(\.reason) == [.flowEnded])
        stepper.steps.accept(TestStep.three)
        #expect(events.droppedSteps.map(\.step.test) == [.two, .three])
    }

    @Test func aStepThatDismissesTheScreenThatEmittedIt() {
        let screen = TestPresentable(reporting: .state)
        let viewModel = TestStepper()
        var stayedAsNote = false
        let flow = TestFlow { _, step in
            switch step.test {
            case .one:
                return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
            case .two:
                screen.setVisible(false)
                screen.dismiss()  // the contribution the relay is calling ends
                // The relay called it without a retain: it keeps it, as its late-step note
                // (nothing else listens), so nothing waits for the call to be over.
                stayedAsNote =
                    viewModel.steps.listeners.first?.isLateStepNote == true
                    && viewModel.steps.detachedDuringDelivery.isEmpty
                return .none
            default:
                return .none
            }
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        let events = NavigationEventRecorder(coordinator)

        viewModel.steps.accept(TestStep.two)
        viewModel.steps.accept(TestStep.three)

        #expect(stayedAsNote)
        #expect(flow.navigatedTestSteps == [.one, .two])
        #expect(events.droppedSteps.map(\.step.test) == [.three])
        #expect(events.droppedSteps.map(\.reason) == [.presentableDismissed])
    }

    @Test func theSameStepperContributedAgainByItsOwnStep() {
        let first = TestPresentable(reporting: .state)
        let second = TestPresentable(reporting: .state)
        let viewModel = TestStepper()
        let flow = TestFlow { _, step in
            switch step.test {
            case .one:
                return .one(flowContributor: .contribute(withNextPresentable: first, withNextStepper: viewModel))
            case .two:
                // The relay's listener is detached and another attached while it is called.
                first.dismiss()
                return .one(flowContributor: .contribute(withNextPresentable: second, withNextStepper: viewModel))
            default:
                return .none
            }
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))

        viewModel.steps.accept(TestStep.two)
        viewModel.steps.accept(TestStep.three)

        #expect(flow.navigatedTestSteps == [.one, .two, .three])
        #expect(viewModel.steps.hasListeners)
    }

    @Test func aCombineSubscriberAndTheEngineBothGetEveryStep() {
        let stepper = TestStepper()
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        var seen: [TestStep] = []
        let subscription = stepper.steps.sink { seen.append($0.test ?? .deepLink) }

        stepper.steps.accept(TestStep.one)
        stepper.steps.accept(TestStep.two)
        flow.rootPresentable.dismiss()
        stepper.steps.accept(TestStep.three)

        #expect(flow.navigatedTestSteps == [.one, .two])
        #expect(seen == [.one, .two, .three])
        subscription.cancel()
    }
}
