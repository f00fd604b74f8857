import RxFlow
import Testing

/// A `Flows.use` block that names no root type compiles, as with RxFlow 2.13 (whose
/// `Root: UIViewController` let Swift infer it): it gets the roots as presentables. This
/// file compiling is half the test.
@MainActor
struct FlowsUseUntypedTests {
    /// RxFlow 2.13's `testStepIsReceivedInEveryFlowsWhenNavigateToIsCalled`, whose block is
    /// `{ (_) in … }`.
    @Test func aBlockIgnoringTheRootRunsWhenTheFlowIsReady() {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        var ran = 0
        Flows.use(flow, when: .ready) { (_) in
            coordinator.navigate(to: TestStep.three)
            ran += 1
        }
        Flows.use(flow, when: .ready) { _ in ran += 1 }
        #expect(ran == 2)
        #expect(flow.navigatedTestSteps == [.one, .three])
    }

    @Test func anUntypedRootIsTheFlowsRoot() {
        let flow = TestFlow()
        var received: (any Presentable)?
        Flows.use(flow, when: .created) { root in received = root }
        #expect(received === flow.rootPresentable)
    }

    @Test func severalFlowsAndAnArrayOfFlows() {
        let flows = (0..<5).map { _ in TestFlow() }
        var roots: [[any Presentable]] = []
        Flows.use(flows, when: .ready) { _ in roots.append([]) }
        Flows.use(flows, when: .created) { all in roots.append(all) }
        Flows.use(flows[0], flows[1], when: .created) { _, _ in roots.append([]) }
        Flows.use(flows[0], flows[1], when: .created) { one, two in roots.append([one, two]) }
        Flows.use(flows[0], flows[1], flows[2], when: .created) { _, _, three in roots.append([three]) }
        Flows.use(flows[0], flows[1], flows[2], flows[3], when: .created) { _, _, _, four in roots.append([four]) }
        Flows.use(flows[0], flows[1], flows[2], flows[3], flows[4], when: .created) { _, _, _, _, five in
            roots.append([five])
        }
        #expect(roots.count == 6)  // the `.ready` block waits for the flows
        #expect(roots[0].count == 5 && zip(roots[0], flows).allSatisfy { $0 === $1.rootPresentable })
        #expect(roots[2][0] === flows[0].rootPresentable && roots[2][1] === flows[1].rootPresentable)
        #expect(roots[3][0] === flows[2].rootPresentable)
        #expect(roots[5][0] === flows[4].rootPresentable)
        let coordinators = flows.map { flow in
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
            return coordinator
        }
        #expect(roots.count == 7)
        withExtendedLifetime(coordinators) {}
    }

    /// A block that names its root's type still gets it typed.
    @Test func aTypedBlockStillGetsItsType() {
        let flow = TestFlow()
        var received: TestPresentable?
        Flows.use(flow, when: .created) { (root: TestPresentable) in received = root }
        #expect(received === flow.rootPresentable)
    }
}
