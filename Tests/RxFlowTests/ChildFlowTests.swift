import RxFlow
import RxFlowTesting
import Testing

/// Child flows get their own coordinator; ending releases everything.
@MainActor
struct ChildFlowTests {
    /// A parent that opens `child` on `.open` with `childStepper`.
    private func makeParent(child: TestFlow, childStepper: any Stepper) -> TestFlow {
        TestFlow { _, step in
            step.test == .open
                ? .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: childStepper)) : .none
        }
    }

    @Test func aChildFlowNavigatesItsOwnStepsOnly() {
        let child = TestFlow()
        let childStepper = TestStepper(initialStep: TestStep.childStart)
        let parent = makeParent(child: child, childStepper: childStepper)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        childStepper.steps.accept(TestStep.two)
        #expect(child.navigatedTestSteps == [.childStart, .two])
        #expect(parent.navigatedTestSteps == [.open])
    }

    @Test func descendantsNavigationsReachTheRootCoordinatorsEvents() {
        let grandChild = TestFlow()
        let child = TestFlow { _, step in
            step.test == .childStart
                ? .one(
                    flowContributor: .contribute(
                        withNextPresentable: grandChild, withNextStepper: OneStepper(withSingleStep: TestStep.three)))
                : .none
        }
        let parent = makeParent(child: child, childStepper: OneStepper(withSingleStep: TestStep.childStart))
        let coordinator = FlowCoordinator()
        let recorder = NavigationRecorder(coordinator)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(
            recorder.events == [
                "will TestFlow open", "did TestFlow open",
                "will TestFlow childStart", "did TestFlow childStart",
                "will TestFlow three", "did TestFlow three",
            ])
        #expect(grandChild.navigatedTestSteps == [.three])
    }

    @Test func endForwardsToTheParentAndEndsTheChild() {
        let childStepper = TestStepper()
        let child = TestFlow { _, step in
            step.test == .childDone ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
        }
        let parent = makeParent(child: child, childStepper: childStepper)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        childStepper.steps.accept(TestStep.childDone)
        #expect(parent.navigatedTestSteps == [.open, .childEnded])
        childStepper.steps.accept(TestStep.two)  // the child has ended: nobody listens
        coordinator.navigate(to: TestStep.deepLink)  // nor does it get deep links
        #expect(child.navigatedTestSteps == [.childDone])
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func aChildFlowWhoseRootIsDismissedEnds(reporting: TestPresentable.Reporting) {
        let childStepper = TestStepper()
        let child = TestFlow(root: TestPresentable(reporting: reporting))
        let parent = makeParent(child: child, childStepper: childStepper)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        child.rootPresentable.dismiss()
        childStepper.steps.accept(TestStep.two)
        #expect(child.navigated.isEmpty)
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func allowStepWhenDismissedKeepsAChildFlowAlive(reporting: TestPresentable.Reporting) {
        let childStepper = TestStepper()
        let child = TestFlow(root: TestPresentable(reporting: reporting))
        let parent = TestFlow { _, step in
            step.test == .open
                ? .one(
                    flowContributor: .contribute(
                        withNextPresentable: child, withNextStepper: childStepper, allowStepWhenDismissed: true))
                : .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        child.rootPresentable.dismiss()
        childStepper.steps.accept(TestStep.two)
        #expect(child.navigatedTestSteps == [.two])
    }

    /// As in RxFlow 2.13: the coordinator gates contributed steppers by their presentable's
    /// visibility, but a flow's own stepper only by its dismissal. A child flow whose root is
    /// never shown still navigates its own steps; a hidden screen's steps are dropped.
    @Test(arguments: TestPresentable.Reporting.allCases)
    func aChildFlowWhoseRootIsNeverVisibleNavigatesItsOwnStepperButNotAHiddenScreens(
        reporting: TestPresentable.Reporting
    ) {
        let screen = TestPresentable(visible: false, reporting: reporting)
        let screenStepper = TestStepper()
        let childStepper = TestStepper(initialStep: TestStep.childStart)
        let child = TestFlow(root: TestPresentable(visible: false, reporting: reporting)) { _, step in
            step.test == .childStart
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
                : .none
        }
        let coordinator = FlowCoordinator(logger: quietLogger())
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(
            flow: makeParent(child: child, childStepper: childStepper), with: OneStepper(withSingleStep: TestStep.open))

        childStepper.steps.accept(TestStep.two)
        screenStepper.steps.accept(TestStep.three)

        #expect(child.navigatedTestSteps == [.childStart, .two])
        #expect(events.droppedSteps.map(\.step.test) == [.three])
        #expect(events.droppedSteps.map(\.reason) == [.presentableNotVisible])
    }

    @Test func endingReleasesTheChildTreeAndEverythingItHeld() {
        weak var weakChild: TestFlow?
        weak var weakGrandChild: TestFlow?
        weak var weakScreen: TestPresentable?
        weak var weakScreenStepper: TestStepper?
        weak var weakChildStepper: TestStepper?
        let coordinator = FlowCoordinator()
        var finish: () -> Void = {}
        do {
            let screen = TestPresentable()
            let screenStepper = TestStepper()
            let grandChild = TestFlow { _, _ in
                .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
            }
            let child = TestFlow { _, step in
                switch step.test {
                case .childStart:
                    return .one(
                        flowContributor: .contribute(
                            withNextPresentable: grandChild, withNextStepper: OneStepper(withSingleStep: TestStep.one)))
                case .childDone: return .end(forwardToParentFlowWithStep: TestStep.childEnded)
                default: return .none
                }
            }
            let childStepper = TestStepper(initialStep: TestStep.childStart)
            weakChild = child
            weakGrandChild = grandChild
            weakScreen = screen
            weakScreenStepper = screenStepper
            weakChildStepper = childStepper
            finish = { [unowned childStepper] in childStepper.steps.accept(TestStep.childDone) }
            let parent = makeParent(child: child, childStepper: childStepper)
            coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
            parent.onNavigate = { _, _ in .none }  // the test's own closure must not keep the child alive
        }
        #expect(weakGrandChild?.navigatedTestSteps == [.one])
        #expect(weakScreen != nil)
        finish()
        #expect(weakChild == nil)
        #expect(weakGrandChild == nil)
        #expect(weakScreen == nil)
        #expect(weakScreenStepper == nil)
        #expect(weakChildStepper == nil)
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func dismissingTheRootFlowReleasesEverythingButTheCoordinator(reporting: TestPresentable.Reporting) {
        weak var weakFlow: TestFlow?
        weak var weakScreen: TestPresentable?
        let coordinator = FlowCoordinator()
        var dismissRoot: () -> Void = {}
        do {
            let screen = TestPresentable(reporting: reporting)
            let flow = TestFlow(root: TestPresentable(reporting: reporting)) { _, _ in
                .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: TestStepper()))
            }
            weakFlow = flow
            weakScreen = screen
            dismissRoot = { [unowned flow] in flow.rootPresentable.dismiss() }
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        }
        #expect(weakFlow != nil)
        dismissRoot()
        #expect(weakFlow == nil)
        #expect(weakScreen == nil)
    }

    @Test func releasingTheRootCoordinatorStopsTheTree() {
        weak var weakCoordinator: FlowCoordinator?
        let flow = TestFlow()
        let stepper = TestStepper()
        do {
            let coordinator = FlowCoordinator()
            weakCoordinator = coordinator
            coordinator.coordinate(flow: flow, with: stepper)
        }
        #expect(weakCoordinator == nil)
        stepper.steps.accept(TestStep.one)
        #expect(flow.navigated.isEmpty)
    }

    /// The engine remembers presentable types that are not flows (it skips their cast); a
    /// subclass that is a flow is another type, and still starts a child flow.
    @Test func aFlowSubclassOfAScreenTypeSeenBeforeStartsAChildFlow() {
        let screen = PlainScreen()
        let flowScreen = FlowScreen()
        let parent = TestFlow { _, step in
            switch step.test {
            case .one: .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: NoneStepper()))
            case .two:
                .one(
                    flowContributor: .contribute(
                        withNextPresentable: flowScreen,
                        withNextStepper: OneStepper(withSingleStep: TestStep.childStart)))
            default: .none
            }
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.one))
        coordinator.navigate(to: TestStep.one)  // the screen type again: known not to be a flow

        coordinator.navigate(to: TestStep.two)

        #expect(flowScreen.navigatedTestSteps == [.childStart])
    }
}

/// A screen class of the app's.
@MainActor
private class PlainScreen: Presentable {
    private let state = PresentationState(isVisible: true)
    var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    var presentationState: PresentationState? { state }
}

/// A subclass of it that is also a flow (a screen that runs its own navigation).
@MainActor
private final class FlowScreen: PlainScreen, Flow {
    private(set) var navigated: [any Step] = []
    var navigatedTestSteps: [TestStep] { navigated.compactMap(\.test) }
    var root: any Presentable { self }

    func navigate(to step: any Step) -> FlowContributors {
        navigated.append(step)
        return .none
    }
}
