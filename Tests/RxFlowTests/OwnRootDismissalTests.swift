import RxFlow
import RxFlowTesting
import Testing

/// A child flow that dismisses its own root in `navigate(to:)` and then ends (the common
/// way to close a presented flow) still forwards its step to the parent, and starts nothing.
@MainActor
struct OwnRootDismissalTests {
    /// A parent presenting a child flow whose `.close` step dismisses the child's root, then
    /// returns what `closing` says.
    private func makeTree(
        closing: @escaping (TestFlow) -> FlowContributors
    ) -> (parent: TestFlow, child: TestFlow, childStepper: TestStepper) {
        let childStepper = TestStepper()
        let child = TestFlow { flow, step in
            guard step.test == .childDone else { return .none }
            flow.rootPresentable.dismiss()  // synchronous, as the headless layer's `dismiss`
            return closing(flow)
        }
        let parent = TestFlow.opening(child, with: childStepper)
        return (parent, child, childStepper)
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func endForwardsItsStepAfterTheFlowDismissedItsRoot(reporting: TestPresentable.Reporting) {
        let childStepper = TestStepper()
        let child = TestFlow(root: TestPresentable(reporting: reporting)) { flow, step in
            guard step.test == .childDone else { return .none }
            flow.rootPresentable.dismiss()
            return .end(forwardToParentFlowWithStep: TestStep.childEnded)
        }
        let parent = TestFlow.opening(child, with: childStepper)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        childStepper.steps.accept(TestStep.childDone)
        #expect(parent.navigatedTestSteps == [.open, .childEnded])
        // The child has ended: its stepper is no longer heard.
        childStepper.steps.accept(TestStep.childDone)
        #expect(child.navigatedTestSteps == [.childDone])
    }

    @Test func forwardToParentFlowIsDeliveredAfterTheFlowDismissedItsRoot() {
        let (parent, child, childStepper) = makeTree { _ in
            .one(flowContributor: .forwardToParentFlow(withStep: TestStep.childEnded))
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        childStepper.steps.accept(TestStep.childDone)
        #expect(parent.navigatedTestSteps == [.open, .childEnded])
        coordinator.navigate(to: TestStep.deepLink)  // the child ended: only the parent is reached
        #expect(child.navigatedTestSteps == [.childDone])
        #expect(parent.navigatedTestSteps == [.open, .childEnded, .deepLink])
    }

    @Test func nothingIsStartedUnderTheEndedFlow() {
        let grandchild = TestFlow()
        let screen = TestPresentable()
        let screenStepper = TestStepper(initialStep: TestStep.three)
        let (parent, child, childStepper) = makeTree { _ in
            .multiple(flowContributors: [
                .contribute(withNextPresentable: grandchild, withNextStepper: OneStepper(withSingleStep: TestStep.one)),
                .contribute(withNextPresentable: screen, withNextStepper: screenStepper),
                .forwardToCurrentFlow(withStep: TestStep.two),
                .forwardToParentFlow(withStep: TestStep.childEnded),
            ])
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        childStepper.steps.accept(TestStep.childDone)
        #expect(grandchild.navigated.isEmpty)
        #expect(screenStepper.readyCount == 0)
        #expect(child.navigatedTestSteps == [.childDone])
        #expect(parent.navigatedTestSteps == [.open, .childEnded])
    }

    private enum Shelf {
        /// A presentable nested in another type, as an app's screens often are.
        final class Book: Presentable {
            let presentationState: PresentationState? = PresentationState(isVisible: true)
            var rxVisible: AnyPublisher<Bool, Never> { presentationState!.rxVisible }
            var rxDismissed: AnyPublisher<Void, Never> { presentationState!.rxDismissed }
        }
    }

    /// The debug line for a contribution not started names the presentable as events do,
    /// with the types around it.
    @Test func theContributionNotStartedIsLoggedWithItsPresentablesFullName() {
        let log = LogCapture()
        let book = Shelf.Book()
        let (parent, _, childStepper) = makeTree { _ in
            .one(flowContributor: .contribute(withNextPresentable: book, withNextStepper: TestStepper()))
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        childStepper.steps.accept(TestStep.childDone)
        let notStarted = log.entries(at: .debug).filter { $0.message.description.hasPrefix("contribution not started") }
        #expect(notStarted.map { $0.metadata["presentable"] } == ["OwnRootDismissalTests.Shelf.Book"])
    }

    @Test func theChildIsReleasedAfterEndingThisWay() {
        weak var weakChild: TestFlow?
        weak var weakStepper: TestStepper?
        // The parent makes the child in its navigation, so that only the engine holds it.
        let parent = TestFlow { _, step in
            guard step.test == .open else { return .none }
            let stepper = TestStepper()
            let child = TestFlow { flow, step in
                guard step.test == .childDone else { return .none }
                flow.rootPresentable.dismiss()
                return .end(forwardToParentFlowWithStep: TestStep.childEnded)
            }
            weakChild = child
            weakStepper = stepper
            return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: stepper))
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(weakChild != nil)
        weakStepper?.steps.accept(TestStep.childDone)
        #expect(weakChild == nil)
        #expect(weakStepper == nil)
        #expect(parent.navigatedTestSteps == [.open, .childEnded])
    }
}
