import RxFlow
import Testing

/// `PresentationState`: its publishers, and the coordinator watching it directly.
@MainActor
struct PresentationStateTests {
    @Test func rxVisibleEmitsTheCurrentValueThenEachChangeOnce() {
        let state = PresentationState(isVisible: true)
        var seen: [Bool] = []
        let subscription = state.rxVisible.sink { seen.append($0) }
        state.setVisible(true)
        state.setVisible(false)
        state.setVisible(false)
        state.setVisible(true)
        #expect(seen == [true, false, true])
        #expect(state.isVisible)
        subscription.cancel()
    }

    @Test func rxDismissedEmitsTheNextDismissalOnceThenFinishes() {
        let state = PresentationState()
        state.sendDismissed()  // before subscribing: not replayed
        var values = 0
        var finished = false
        let subscription = state.rxDismissed.sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { values += 1 })
        #expect(values == 0)
        state.sendDismissed()
        state.sendDismissed()
        #expect(values == 1)
        #expect(finished)
        subscription.cancel()
    }

    @Test func aFlowReportsItsRootsStateByDefault() {
        let flow = TestFlow(root: TestPresentable(reporting: .state))
        #expect(flow.presentationState != nil)
        #expect(flow.presentationState === flow.rootPresentable.presentationState)
        #expect(TestFlow().presentationState == nil)
    }

    @Test func aFlowWithItsOwnDismissalIsWatchedThroughItsPublisher() {
        final class ClosingFlow: Flow {
            let rootState = TestPresentable(reporting: .state)
            let closed = PassthroughSubject<Void, Never>()
            var root: any Presentable { rootState }
            var rxDismissed: AnyPublisher<Void, Never> { closed.eraseToAnyPublisher() }
            var presentationState: PresentationState? { nil }
            var navigated: [any Step] = []
            func navigate(to step: any Step) -> FlowContributors {
                navigated.append(step)
                return .none
            }
        }
        let flow = ClosingFlow()
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        flow.rootState.dismiss()  // not what this flow reports
        stepper.steps.accept(TestStep.one)
        flow.closed.send(())
        stepper.steps.accept(TestStep.two)
        #expect(flow.navigated.compactMap(\.test) == [.one])
    }

    @Test func aScreenThatIsAlsoTheFlowsRootEndsTheFlowOnceWhenDismissed() {
        weak var weakFlow: TestFlow?
        weak var weakStepper: TestStepper?
        let coordinator = FlowCoordinator()
        let root = TestPresentable(reporting: .state)
        do {
            let stepper = TestStepper()
            weakStepper = stepper
            let flow = TestFlow(root: root) { flow, step in
                step.test == .one
                    ? .one(
                        flowContributor: .contribute(
                            withNextPresentable: flow.rootPresentable, withNextStepper: stepper))
                    : .none
            }
            weakFlow = flow
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        }
        #expect(weakFlow?.navigatedTestSteps == [.one])
        root.dismiss()  // ends the flow, which stops the contribution listening to the same state
        #expect(weakFlow == nil)
        #expect(weakStepper == nil)
        root.setVisible(false)
        root.dismiss()
    }

    @Test func aScreenShownAgainAfterItsDismissalContributesAgain() {
        let screen = TestPresentable(reporting: .state)
        let stepper = TestStepper()
        let flow = TestFlow { _, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: stepper)) : .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        screen.dismiss()
        stepper.steps.accept(TestStep.two)
        // Shown again (a screen contributed while still dismissed ends at once: see
        // ContributionTests).
        screen.setVisible(true)
        coordinator.navigate(to: TestStep.one)
        stepper.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.one, .one, .three])
    }

    @Test func aStateOutlivingItsCoordinatorKeepsNothingOfTheTreeAlive() {
        weak var weakCoordinator: FlowCoordinator?
        weak var weakFlow: TestFlow?
        let screen = TestPresentable(reporting: .state)
        let stepper = TestStepper()
        do {
            let flow = TestFlow(root: TestPresentable(reporting: .state)) { _, step in
                step.test == .one
                    ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: stepper)) : .none
            }
            let coordinator = FlowCoordinator()
            weakCoordinator = coordinator
            weakFlow = flow
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
            #expect(flow.navigatedTestSteps == [.one])
        }
        #expect(weakCoordinator == nil)
        #expect(weakFlow == nil)
        // The screen still holds the listener of a contribution that is gone: harmless.
        stepper.steps.accept(TestStep.two)
        screen.setVisible(false)
        screen.dismiss()
    }
}
