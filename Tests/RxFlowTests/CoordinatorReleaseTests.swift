import Dispatch
import RxFlowTesting
import Testing

@testable import RxFlow

/// Releasing the root coordinator without ending its flow frees everything: every Combine
/// subscription is cancelled, and every flow, presentable and stepper is released.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct CoordinatorReleaseTests {
    /// A presentable offering only publishers, counting cancelled subscriptions.
    private final class PublisherScreen: Presentable {
        private let visible = CurrentValueSubject<Bool, Never>(true)
        private let dismissed = PassthroughSubject<Void, Never>()
        private(set) var cancelledSubscriptions = 0

        var rxVisible: AnyPublisher<Bool, Never> {
            visible.handleEvents(receiveCancel: { [unowned self] in cancelledSubscriptions += 1 }).eraseToAnyPublisher()
        }
        var rxDismissed: AnyPublisher<Void, Never> {
            dismissed.handleEvents(receiveCancel: { [unowned self] in cancelledSubscriptions += 1 })
                .eraseToAnyPublisher()
        }
    }

    @Test func releasingTheCoordinatorCancelsEverySubscriptionAndReleasesTheTree() {
        let screen = PublisherScreen()
        let root = PublisherScreen()
        var adaptCancelled = false
        weak var weakFlow: AdaptingFlow?
        weak var weakStepper: TestStepper?
        do {
            let stepper = TestStepper()
            weakStepper = stepper
            let flow = AdaptingFlow()
            weakFlow = flow
            flow.onAdapt = { step in
                guard step.test == .two else { return Just(step).eraseToAnyPublisher() }
                // A pending adaptation: never delivers.
                return Empty<any Step, Never>(completeImmediately: false)
                    .handleEvents(receiveCancel: { adaptCancelled = true }).eraseToAnyPublisher()
            }
            let screenFlow = ScreenFlow(root: root, screen: screen, screenStepper: stepper)
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: screenFlow, with: OneStepper(withSingleStep: TestStep.one))
            let child = FlowCoordinator()
            child.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.two))
            #expect(screen.cancelledSubscriptions == 0)
        }
        #expect(screen.cancelledSubscriptions == 2)  // visibility and dismissal
        #expect(root.cancelledSubscriptions == 1)  // dismissal
        #expect(adaptCancelled)
        #expect(weakFlow == nil)
        #expect(weakStepper == nil)
    }

    /// A coordinator that keeps a journal for snapshots (`NavigationRestoration`) frees its
    /// tree too when the last navigation started a child flow that has not navigated since
    /// (its first step still in `adapt(step:)`, or not emitted yet): the journal kept that
    /// navigation's entry, which holds the child flow's node, which holds the tree.
    @Test(arguments: [false, true])
    func aJournalKeepsNoTreeAliveAfterItsCoordinatorGoes(childStepIsAdapting: Bool) {
        weak var weakTree: NavigationTree?
        weak var weakChild: AdaptingFlow?
        do {
            let child = AdaptingFlow()
            weakChild = child
            if childStepIsAdapting {
                child.onAdapt = { _ in Empty(completeImmediately: false).eraseToAnyPublisher() }
            }
            let parent = TestFlow { _, _ in
                .one(
                    flowContributor: .contribute(
                        withNextPresentable: child,
                        withNextStepper: childStepIsAdapting ? OneStepper(withSingleStep: TestStep.two) : NoneStepper())
                )
            }
            let logs = LogCapture()
            let coordinator = FlowCoordinator(
                logger: logs.logger, leakDetection: .disabled, restoration: NavigationRestoration(steps: PageStep.self))
            weakTree = coordinator.tree
            coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.one))
            #expect(child.adapted.count == (childStepIsAdapting ? 1 : 0) && child.navigated.isEmpty)
        }
        #expect(weakTree == nil)
        #expect(weakChild == nil)
    }

    @Test(arguments: [false, true])
    func longLivedRelaysAndStatesKeepNoListenerOfAGoneTree(endsTheFlowFirst: Bool) {
        // A screen and a view model that outlive many navigations (a shared service, say).
        let screenState = PresentationState(isVisible: true)
        let screen = StateScreen(state: screenState)
        let viewModel = TestStepper()
        let flow = TestFlow(root: TestPresentable(reporting: .state)) { _, step in
            step.test == .one
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
                : .none
        }
        do {
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
            #expect(screenState.hasListeners)
            #expect(viewModel.steps.hasListeners)
            if endsTheFlowFirst { flow.rootPresentable.dismiss() }
        }
        #expect(!screenState.hasListeners)
        #expect(!viewModel.steps.hasListeners)
        #expect(flow.rootPresentable.presentationState?.hasListeners == false)
    }

    /// Holds a coordinator so that a test can drop the last reference on another thread.
    private final class CoordinatorBox: @unchecked Sendable {
        var coordinator: FlowCoordinator?
        init(_ coordinator: FlowCoordinator) { self.coordinator = coordinator }
    }

    @Test func aCoordinatorReleasedOnAnotherThreadEndsItsTreeOnTheMainQueue() async {
        weak var weakFlow: TestFlow?
        weak var weakScreen: TestPresentable?
        let box: CoordinatorBox
        do {
            let screen = TestPresentable(reporting: .state)
            weakScreen = screen
            let flow = TestFlow { _, _ in
                .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: TestStepper()))
            }
            weakFlow = flow
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
            box = CoordinatorBox(coordinator)
        }
        #expect(weakFlow != nil)
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                box.coordinator = nil  // the last reference goes here, off the main queue
                continuation.resume()
            }
        }
        await drainMainQueue()  // the tree is ended on the main queue
        #expect(weakFlow == nil)
        #expect(weakScreen == nil)
    }

    /// A presentable built on a given state.
    private final class StateScreen: Presentable {
        let state: PresentationState
        init(state: PresentationState) { self.state = state }
        var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
        var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
        var presentationState: PresentationState? { state }
    }

    /// A flow on a publisher-only root that contributes one publisher-only screen.
    private final class ScreenFlow: Flow {
        let rootScreen: PublisherScreen
        let screen: PublisherScreen
        let screenStepper: TestStepper
        var root: any Presentable { rootScreen }

        init(root: PublisherScreen, screen: PublisherScreen, screenStepper: TestStepper) {
            self.rootScreen = root
            self.screen = screen
            self.screenStepper = screenStepper
        }

        func navigate(to step: any Step) -> FlowContributors {
            .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
        }
    }
}
