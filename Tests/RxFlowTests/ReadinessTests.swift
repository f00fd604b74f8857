import Testing

@testable import RxFlow

/// `Flows.use(_:when: .ready)` works wherever it is called, holds its flows weakly, and lets
/// go of a block that can never run.
@MainActor
struct ReadinessTests {
    /// A dashboard whose first step contributes two tab flows.
    @MainActor
    private final class Dashboard {
        let tab1 = TestFlow()
        let tab2 = TestFlow()
        lazy var flow = TestFlow { [unowned self] _, step in
            guard step.test == .open else { return .none }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: tab1, withNextStepper: OneStepper(withSingleStep: TestStep.one)),
                .contribute(withNextPresentable: tab2, withNextStepper: OneStepper(withSingleStep: TestStep.two)),
            ])
        }
    }

    @Test func readyBeforeTheParentIsCoordinatedRunsOnceTheChildFlowsAreReady() {
        let dashboard = Dashboard()
        var roots: [TestPresentable] = []
        // At start-up, outside any navigation, for flows that will be child flows.
        Flows.use(dashboard.tab1, dashboard.tab2, when: .ready) { (root1: TestPresentable, root2: TestPresentable) in
            roots = [root1, root2]
        }
        #expect(roots.isEmpty)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: dashboard.flow, with: OneStepper(withSingleStep: TestStep.open))
        #expect(
            roots.map(ObjectIdentifier.init)
                == [dashboard.tab1.rootPresentable, dashboard.tab2.rootPresentable].map(ObjectIdentifier.init))
    }

    @Test func readyFromAFlowInitOrFromAdaptRuns() {
        let child = TestFlow()
        var ran: [String] = []
        let parent = AdaptingFlow()
        parent.onAdapt = { step in
            Flows.use(child, when: .ready) { (_: TestPresentable) in ran.append("from adapt") }
            return Just(step).eraseToAnyPublisher()
        }
        Flows.use(parent, when: .ready) { (_: TestPresentable) in ran.append("parent ready") }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.one))
        #expect(ran == ["parent ready"])
        // The child is coordinated later, by another coordinator: its waiter still runs.
        let other = FlowCoordinator()
        other.coordinate(flow: child, with: OneStepper(withSingleStep: TestStep.two))
        #expect(ran == ["parent ready", "from adapt"])
    }

    @Test func readyOnAFlowThatIsAlreadyReadyRunsAtOnce() {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        var ran = false
        Flows.use(flow, when: .ready) { (_: TestPresentable) in ran = true }
        #expect(ran)
    }

    @Test func aWaiterDoesNotKeepItsFlowsAlive() {
        weak var weakFlow: TestFlow?
        weak var weakRoot: TestPresentable?
        var ran = false
        do {
            let flow = TestFlow()
            weakFlow = flow
            weakRoot = flow.rootPresentable
            Flows.use(flow, when: .ready) { (_: TestPresentable) in ran = true }
        }
        #expect(weakFlow == nil)
        #expect(weakRoot == nil)
        #expect(!ran)
    }

    @Test func aWaiterWhoseFlowIsReleasedWithoutRunningIsLetGo() {
        weak var weakCaptured: TestPresentable?
        do {
            let captured = TestPresentable()
            weakCaptured = captured
            let flow = TestFlow()
            Flows.use(flow, when: .ready) { (_: TestPresentable) in _ = captured }
        }
        // The flow is gone; the block (and what it captures) goes at the registry's next sweep.
        ReadinessRegistry.shared.sweep()
        #expect(weakCaptured == nil)
    }

    @Test func aChildFlowEndingBeforeBeingReadyMakesItsParentNeverReady() {
        // The child's first step comes from a stepper that ends the child before any step.
        let childStepper = TestStepper()
        let child = TestFlow()
        let parent = TestFlow.opening(child, with: childStepper)
        weak var weakCaptured: TestPresentable?
        var parentReady = false
        do {
            let captured = TestPresentable()
            weakCaptured = captured
            Flows.use(parent, when: .ready) { (_: TestPresentable) in
                _ = captured
                parentReady = true
            }
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(!parentReady)
        #expect(weakCaptured != nil)  // still waiting for the child's first step
        child.rootPresentable.dismiss()  // the child ends before navigating anything
        #expect(!parentReady)
        #expect(weakCaptured == nil)  // the block can never run: it was let go of
        // Later steps of the parent change nothing.
        coordinator.navigate(to: TestStep.two)
        #expect(!parentReady)
    }

    @Test func aFlowEndingBeforeBeingReadyLetsGoOfItsWaiter() {
        let flow = TestFlow()
        weak var weakCaptured: TestPresentable?
        var ran = false
        do {
            let captured = TestPresentable()
            weakCaptured = captured
            Flows.use(flow, when: .ready) { (_: TestPresentable) in
                _ = captured
                ran = true
            }
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: TestStepper())  // no initial step: not ready yet
        flow.rootPresentable.dismiss()
        #expect(!ran)
        #expect(weakCaptured == nil)
    }
}
