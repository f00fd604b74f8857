import RxFlow
import Testing

/// `Flows.use` runs its block at once (`.created`) or once the flows are ready.
@MainActor
struct FlowsUseTests {
    @Test func createdRunsTheBlockAtOnceWithTheRoot() {
        let flow = TestFlow()
        var received: TestPresentable?
        Flows.use(flow, when: .created) { (root: TestPresentable) in received = root }
        #expect(received === flow.rootPresentable)
    }

    @Test func readyWaitsForTheChildFlowsFirstStep() {
        let child = TestFlow()
        var log: [String] = []
        child.onNavigate = { _, step in
            log.append("child navigates \(step)")
            return .none
        }
        let parent = TestFlow { _, step in
            guard step.test == .open else { return .none }
            Flows.use(child, when: .ready) { (_: TestPresentable) in log.append("ready") }
            log.append("parent contributes")
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)))
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(log == ["parent contributes", "child navigates childStart", "ready"])
    }

    @Test func readyWaitsForEveryFlowAndForTheirOwnChildFlows() {
        // A tab bar of two flows, the second of which opens a flow of its own first.
        let tab1 = TestFlow()
        let nested = TestFlow()
        let nestedStepper = TestStepper()
        let tab2 = TestFlow { _, step in
            step.test == .two
                ? .one(flowContributor: .contribute(withNextPresentable: nested, withNextStepper: nestedStepper))
                : .none
        }
        var roots: (TestPresentable, TestPresentable)?
        let dashboard = TestFlow { _, step in
            guard step.test == .open else { return .none }
            Flows.use(tab1, tab2, when: .ready) { (root1: TestPresentable, root2: TestPresentable) in
                roots = (root1, root2)
            }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: tab1, withNextStepper: OneStepper(withSingleStep: TestStep.one)),
                .contribute(withNextPresentable: tab2, withNextStepper: OneStepper(withSingleStep: TestStep.two)),
            ])
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: dashboard, with: OneStepper(withSingleStep: TestStep.open))
        #expect(roots == nil)  // the nested flow has not navigated yet
        nestedStepper.steps.accept(TestStep.three)
        #expect(roots?.0 === tab1.rootPresentable)
        #expect(roots?.1 === tab2.rootPresentable)
    }

    @Test func readyUsedBeforeCoordinatingTheRootFlowRunsOnceItIsReady() {
        let flow = TestFlow()
        var ran = 0
        Flows.use(flow, when: .ready) { (_: TestPresentable) in ran += 1 }
        #expect(ran == 0)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(ran == 1)
        coordinator.navigate(to: TestStep.two)
        #expect(ran == 1)
    }

    @Test func readyNeverRunsForAFlowThatEndsFirstAndNothingLeaks() {
        weak var weakChild: TestFlow?
        var ran = false
        let coordinator = FlowCoordinator()
        do {
            let child = TestFlow { _, _ in .end(forwardToParentFlowWithStep: TestStep.childEnded) }
            weakChild = child
            let parent = TestFlow { _, step in
                guard step.test == .open else { return .none }
                Flows.use(child, when: .ready) { (_: TestPresentable) in ran = true }
                return .one(
                    flowContributor: .contribute(
                        withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)))
            }
            coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
            parent.onNavigate = { _, _ in .none }
        }
        #expect(!ran)
        #expect(weakChild == nil)
    }

    @Test func arraysAndThreeToFiveFlowsGetTheirRootsInOrder() {
        let flows = (0..<5).map { _ in TestFlow() }
        var arrayRoots: [TestPresentable] = []
        var count = 0
        Flows.use(flows, when: .created) { (roots: [TestPresentable]) in arrayRoots = roots }
        Flows.use(flows[0], flows[1], flows[2], when: .created) {
            (_: TestPresentable, _: TestPresentable, root: TestPresentable) in
            #expect(root === flows[2].rootPresentable)
            count += 1
        }
        Flows.use(flows[0], flows[1], flows[2], flows[3], when: .created) {
            (_: TestPresentable, _: TestPresentable, _: TestPresentable, root: TestPresentable) in
            #expect(root === flows[3].rootPresentable)
            count += 1
        }
        Flows.use(flows[0], flows[1], flows[2], flows[3], flows[4], when: .created) {
            (_: TestPresentable, _: TestPresentable, _: TestPresentable, _: TestPresentable, root: TestPresentable) in
            #expect(root === flows[4].rootPresentable)
            count += 1
        }
        #expect(arrayRoots.count == 5)
        #expect(zip(arrayRoots, flows).allSatisfy { $0 === $1.rootPresentable })
        #expect(count == 3)
    }

    /// The message comes from `fatalError`, which keeps it in release builds too (this test
    /// runs the debug build).
    @Test func aRootOfTheWrongTypeStopsWithAMessageNamingBothTypes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                Flows.use(TestFlow(), when: .created) { (_: TestFlow) in }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("expects a root of type TestFlow, but the flow's root is a TestPresentable"))
    }
}
