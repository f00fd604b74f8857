import Dispatch
import RxFlow
import Testing

/// A coordinator that drives a new flow after the previous one ended gets nothing of the
/// previous flow: not a step hopping from another thread, not a late dismissal, not a late
/// adaptation.
@MainActor
struct ReusedCoordinatorTests {
    @Test func aStepOfThePreviousFlowHoppingFromAnotherThreadReachesNeither() async {
        let firstStepper = TestStepper()
        let first = TestFlow()
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        coordinator.coordinate(flow: first, with: firstStepper)
        let relay = firstStepper.steps
        onBackgroundThread { relay.accept(TestStep.one) }  // queued on the main queue...
        first.rootPresentable.dismiss()  // ...while the first flow ends
        let second = TestFlow()
        coordinator.coordinate(flow: second, with: TestStepper())
        await drainMainQueue()
        #expect(first.navigated.isEmpty)
        #expect(second.navigated.isEmpty)
    }

    @Test func aDismissalOfThePreviousRootReportedOnAnotherQueueDoesNotEndTheNewFlow() async {
        // The first root reports its dismissal from another queue (publishers only).
        let first = TestFlow(root: TestPresentable(reporting: .publishers))
        let firstStepper = TestStepper()
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        coordinator.coordinate(flow: first, with: firstStepper)
        let root = first.rootPresentable
        nonisolated(unsafe) let dismissal = root.dismissalSubject
        onBackgroundThread { dismissal.send(()) }  // hops to the main queue...
        // ...meanwhile the first flow ends on its own and a second one starts.
        first.onNavigate = { _, _ in .end(forwardToParentFlowWithStep: NoneStep()) }
        firstStepper.steps.accept(TestStep.one)
        let second = TestFlow()
        coordinator.coordinate(flow: second, with: TestStepper())
        await drainMainQueue()
        coordinator.navigate(to: TestStep.deepLink)
        #expect(second.navigatedTestSteps == [.deepLink])
    }

    @Test func aLateAdaptationOfThePreviousFlowIsDropped() async {
        let first = AdaptingFlow()
        let pending = PassthroughSubject<any Step, Never>()
        first.onAdapt = { _ in pending.eraseToAnyPublisher() }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: first, with: OneStepper(withSingleStep: TestStep.one))
        first.rootPresentable.dismiss()
        let second = TestFlow()
        coordinator.coordinate(flow: second, with: TestStepper())
        pending.send(TestStep.two)
        #expect(first.navigated.isEmpty)
        #expect(second.navigated.isEmpty)
    }
}
