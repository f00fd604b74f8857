import RxFlow
import RxFlowTesting
import Testing

/// A contributed presentable lets its stepper's steps through only while
/// visible, and silences (and releases) it once dismissed.
@MainActor
struct ContributionTests {
    /// A flow that contributes `presentable`/`stepper` on `.one` and records the rest.
    private func makeFlow(
        _ presentable: TestPresentable, _ stepper: TestStepper,
        allowStepWhenNotPresented: Bool = false, allowStepWhenDismissed: Bool = false
    ) -> TestFlow {
        TestFlow { _, step in
            guard step.test == .one else { return .none }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: presentable, withNextStepper: stepper,
                    allowStepWhenNotPresented: allowStepWhenNotPresented,
                    allowStepWhenDismissed: allowStepWhenDismissed))
        }
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func stepsPassOnlyWhileThePresentableIsVisible(reporting: TestPresentable.Reporting) {
        let screen = TestPresentable(visible: false, reporting: reporting)
        let stepper = TestStepper(initialStep: TestStep.two)
        let flow = makeFlow(screen, stepper)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(flow.navigatedTestSteps == [.one])  // the initial step of a hidden screen is ignored
        stepper.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.one])
        screen.setVisible(true)
        stepper.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.one, .three])
        screen.setVisible(false)
        stepper.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.one, .three])
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func theInitialStepOfAVisiblePresentableIsNavigatedThenReadyToEmitStepsIsCalled(
        reporting: TestPresentable.Reporting
    ) {
        let screen = TestPresentable(reporting: reporting)
        let stepper = TestStepper(initialStep: TestStep.two)
        let flow = makeFlow(screen, stepper)
        FlowCoordinator().coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(flow.navigatedTestSteps == [.one, .two])
        #expect(stepper.readyCount == 1)
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func allowStepWhenNotPresentedLetsStepsOfAHiddenPresentableThrough(reporting: TestPresentable.Reporting) {
        let screen = TestPresentable(visible: false, reporting: reporting)
        let stepper = TestStepper(initialStep: TestStep.two)
        let flow = makeFlow(screen, stepper, allowStepWhenNotPresented: true)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        stepper.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.one, .two, .three])
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func stepsStopWhenThePresentableIsDismissed(reporting: TestPresentable.Reporting) {
        let screen = TestPresentable(reporting: reporting)
        let stepper = TestStepper()
        let flow = makeFlow(screen, stepper)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        stepper.steps.accept(TestStep.two)
        screen.dismiss()
        stepper.steps.accept(TestStep.three)
        screen.setVisible(true)
        stepper.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.one, .two])
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func allowStepWhenDismissedKeepsListening(reporting: TestPresentable.Reporting) {
        let screen = TestPresentable(reporting: reporting)
        let stepper = TestStepper()
        let flow = makeFlow(screen, stepper, allowStepWhenDismissed: true)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        screen.dismiss()
        stepper.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.one, .three])
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func onceDismissedTheCoordinatorHoldsNeitherThePresentableNorTheStepper(reporting: TestPresentable.Reporting) {
        weak var weakScreen: TestPresentable?
        weak var weakStepper: TestStepper?
        let coordinator = FlowCoordinator()
        var dismiss: () -> Void = {}
        do {
            let screen = TestPresentable(reporting: reporting)
            let stepper = TestStepper()
            weakScreen = screen
            weakStepper = stepper
            dismiss = { [unowned screen] in screen.dismiss() }
            let flow = makeFlow(screen, stepper)
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
            flow.onNavigate = { _, _ in .none }  // the test's own closure must not keep them alive
        }
        #expect(weakScreen != nil)  // held while it contributes
        #expect(weakStepper != nil)
        dismiss()
        #expect(weakScreen == nil)
        #expect(weakStepper == nil)
    }

    @Test func aPresentableAlreadyDismissedContributesNothing() {
        final class GonePresentable: Presentable {
            var rxVisible: AnyPublisher<Bool, Never> { Just(true).eraseToAnyPublisher() }
            var rxDismissed: AnyPublisher<Void, Never> { Just(()).eraseToAnyPublisher() }
        }
        let stepper = TestStepper(initialStep: TestStep.two)
        let gone = GonePresentable()
        let flow = TestFlow { _, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: gone, withNextStepper: stepper)) : .none
        }
        FlowCoordinator().coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(flow.navigatedTestSteps == [.one])
        #expect(stepper.readyCount == 0)
    }

    @Test func contributeWithNextUsesTheScreenAsItsOwnStepper() {
        let screen = TestScreen()
        let flow = TestFlow { _, step in
            step.test == .one ? .one(flowContributor: .contribute(withNext: screen)) : .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        screen.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.one, .two])
    }

    @Test func aContributedStepperIsReadyBeforeItsInitialStepIsNavigatedAndItsStepsFollowIt() {
        let screen = TestPresentable()
        let screenStepper = TestStepper(initialStep: TestStep.two)
        var navigatedWhenReady: [TestStep]?
        let flow = TestFlow { _, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
                : .none
        }
        screenStepper.onReady = { [unowned flow, unowned screenStepper] in
            navigatedWhenReady = flow.navigatedTestSteps
            screenStepper.steps.accept(TestStep.three)
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(navigatedWhenReady == [.one])  // the initial step was still queued
        #expect(flow.navigatedTestSteps == [.one, .two, .three])
    }

    // MARK: - A presentable dismissed before its contribution starts

    @Test func aContributionOnADismissedPresentableEndsAtOnceAndReportsItsSteps() {
        let screen = TestPresentable(reporting: .state)
        screen.dismiss()  // popped by the flow before it returned it
        weak var weakStepper: TestStepper?
        let flow = TestFlow { _, step in
            guard step.test == .one else { return .none }
            let stepper = TestStepper(initialStep: TestStep.two)
            weakStepper = stepper
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: stepper))
        }
        let coordinator = FlowCoordinator(logger: LogCapture().logger, leakDetection: .disabled)
        let recorder = NavigationEventRecorder(coordinator)
        var keptStepper: TestStepper?
        let observation = coordinator.observe { event in
            if case .contributionStarted = event { keptStepper = weakStepper }
        }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        observation.cancel()

        #expect(flow.navigatedTestSteps == [.one])
        #expect(recorder.endedContributions.map { "\($0)" }.joined().contains("presentable was dismissed"))
        #expect(keptStepper?.readyCount == 0, "a contribution that ended does not make its stepper ready")
        keptStepper?.steps.accept(TestStep.three)
        #expect(recorder.droppedSteps.map(\.reason) == [.presentableDismissed, .presentableDismissed])
        keptStepper = nil
        #expect(weakStepper == nil, "the engine let go of the stepper")
    }

    @Test func aDismissedPresentablePutBackBeforeItIsContributedIsListenedTo() {
        let screen = TestPresentable(visible: false, reporting: .state)
        screen.dismiss()
        screen.presentationState?.resetDismissal()  // added to a container again, not shown yet
        let stepper = TestStepper()
        let flow = makeFlow(screen, stepper)
        let coordinator = FlowCoordinator(logger: LogCapture().logger, leakDetection: .disabled)
        let recorder = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(recorder.endedContributions.isEmpty)
        screen.setVisible(true)
        stepper.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.one, .three])
        #expect(stepper.readyCount == 1)
    }
}
