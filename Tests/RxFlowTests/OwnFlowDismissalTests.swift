import RxFlow
import RxFlowTesting
import Testing

/// A flow that declares its own `rxDismissed`, as RxFlow 2.x flows may, ends at that
/// publisher's first value, with no other line; its own `rxVisible` is not read (nor was it
/// by RxFlow 2.13's coordinator).
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct OwnFlowDismissalTests {
    /// RxFlow 2.13's `TestLeakingFlow`: a root that is never dismissed, its own
    /// `rxDismissed`, and a screen contributed by its first step.
    private final class LeakingFlow: Flow {
        let rootPresentable: TestPresentable
        var root: any Presentable { rootPresentable }
        let rxDismissedRelay = PassthroughSubject<Void, Never>()
        var rxDismissed: AnyPublisher<Void, Never> { rxDismissedRelay.first().eraseToAnyPublisher() }

        init(reporting: TestPresentable.Reporting) {
            rootPresentable = TestPresentable(reporting: reporting)
        }

        func navigate(to step: any Step) -> FlowContributors {
            guard step.test == .one else { return .none }
            return .one(
                flowContributor: .contribute(withNextPresentable: TestPresentable(), withNextStepper: DefaultStepper()))
        }
    }

    /// RxFlow 2.13's `testFlowIsNotLeakingWhenHasOneStep`, ported: the flow's own dismissal
    /// ends it, and the coordinator lets go of it. The second run meets a type already known.
    @Test(arguments: TestPresentable.Reporting.allCases)
    func aFlowWithItsOwnDismissalIsNotLeakingWhenItHasOneStep(reporting: TestPresentable.Reporting) throws {
        for _ in 1...2 {
            weak var leakingFlowReference: LeakingFlow?
            let coordinator = FlowCoordinator()
            let log = NavigationEventRecorder(coordinator)
            var created = false
            withExtendedLifetime(LeakingFlow(reporting: reporting)) { leakingFlow in
                leakingFlowReference = leakingFlow
                coordinator.coordinate(flow: leakingFlow, with: OneStepper(withSingleStep: TestStep.one))
                Flows.use(leakingFlow, when: .created) { (_: TestPresentable) in created = true }
            }
            #expect(created)
            #expect(leakingFlowReference != nil)
            try #require(leakingFlowReference).rxDismissedRelay.send(())
            #expect(leakingFlowReference == nil)
            #expect(log.lines.last == "flow ended: OwnFlowDismissalTests.LeakingFlow, its root was dismissed")
        }
    }

    /// As in RxFlow 2.13, the flow's own dismissal is what counts: its root being dismissed
    /// does not end it.
    @Test func theRootsDismissalDoesNotEndAFlowWithItsOwn() {
        let flow = LeakingFlow(reporting: .state)
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        flow.rootPresentable.dismiss()
        #expect(log.endedFlows.isEmpty)
        flow.rxDismissedRelay.send(())
        #expect(log.endedFlows == ["OwnFlowDismissalTests.LeakingFlow"])
    }

    /// A flow whose own dismissal has happened already (it emits on subscription) ends at
    /// once, navigates nothing, and is let go of.
    private final class AlreadyDismissedFlow: Flow {
        let root: any Presentable = TestPresentable(reporting: .state)
        var navigated = 0
        var rxDismissed: AnyPublisher<Void, Never> { Just(()).eraseToAnyPublisher() }

        func navigate(to step: any Step) -> FlowContributors {
            navigated += 1
            return .none
        }
    }

    @Test func aFlowDismissedBeforeItStartsNavigatesNothingAndIsReleased() {
        weak var weakFlow: AlreadyDismissedFlow?
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        for _ in 1...2 {
            let flow = AlreadyDismissedFlow()
            weakFlow = flow
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
            #expect(flow.navigated == 0)
        }
        #expect(weakFlow == nil)
        #expect(
            log.endedFlows == [
                "OwnFlowDismissalTests.AlreadyDismissedFlow", "OwnFlowDismissalTests.AlreadyDismissedFlow",
            ])
    }

    /// A child flow with its own dismissal ends when it emits, and its parent goes on.
    @Test func aChildFlowWithItsOwnDismissalEnds() {
        let child = LeakingFlow(reporting: .publishers)
        let parent = TestFlow.opening(child, with: OneStepper(withSingleStep: TestStep.one))
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        child.rxDismissedRelay.send(())
        coordinator.navigate(to: TestStep.deepLink)
        #expect(log.lines.contains("flow ended: OwnFlowDismissalTests.LeakingFlow, its root was dismissed"))
        #expect(parent.navigatedTestSteps == [.open, .deepLink])
    }

    /// A flow that keeps a state of its own (its publishers built on it) is watched through
    /// that state, not its root's.
    private final class StatefulFlow: Flow {
        let rootPresentable = TestPresentable(reporting: .state)
        var root: any Presentable { rootPresentable }
        let state = PresentationState(isVisible: true)
        var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
        var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
        var presentationState: PresentationState? { state }

        func navigate(to step: any Step) -> FlowContributors { .none }
    }

    @Test func aFlowWithAStateOfItsOwnIsWatchedThroughIt() {
        let flow = StatefulFlow()
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        flow.rootPresentable.dismiss()
        #expect(log.endedFlows.isEmpty)
        flow.state.sendDismissed()
        #expect(log.endedFlows == ["OwnFlowDismissalTests.StatefulFlow"])
    }

    /// A flow whose `rxDismissed` is another flow's (its parent's, say) ends with that one's
    /// root: it is its own publisher, not the default of the flow itself.
    private final class BorrowingFlow: Flow {
        let root: any Presentable = TestPresentable(reporting: .state)
        let lender: any Flow
        var rxDismissed: AnyPublisher<Void, Never> { lender.rxDismissed }

        init(lender: any Flow) {
            self.lender = lender
        }

        func navigate(to step: any Step) -> FlowContributors { .none }
    }

    @Test func aFlowMayEndWithAnotherFlowsDismissal() {
        let lender = TestFlow(root: TestPresentable(reporting: .state))
        let flow = BorrowingFlow(lender: lender)
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(log.endedFlows.isEmpty)
        lender.rootPresentable.dismiss()
        #expect(log.endedFlows == ["OwnFlowDismissalTests.BorrowingFlow"])
    }

    /// A flow's own `rxVisible` saying "hidden" does not hold back its stepper's steps: RxFlow
    /// 2.13's coordinator did not read it either.
    private final class HiddenFlow: Flow {
        let root: any Presentable = TestPresentable(reporting: .state)
        var navigated: [TestStep] = []
        var rxVisible: AnyPublisher<Bool, Never> { Just(false).eraseToAnyPublisher() }

        func navigate(to step: any Step) -> FlowContributors {
            if let step = step.test { navigated.append(step) }
            return .none
        }
    }

    @Test func aFlowsOwnVisibilityDoesNotHoldBackItsSteps() {
        let flow = HiddenFlow()
        let stepper = TestStepper(initialStep: TestStep.one)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.two)
        #expect(flow.navigated == [.one, .two])
    }
}
