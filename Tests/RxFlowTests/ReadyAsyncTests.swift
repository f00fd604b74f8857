import Testing

@testable import RxFlow

/// `Flows.ready(_:)`, the async twin of `Flows.use(_:when: .ready)`: returns the roots once
/// the flows are ready, and always returns or throws, never hangs (a flow that ends first, a
/// cancelled task).
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct ReadyAsyncTests {
    /// Waits in a task of its own until the registry has the wait on record.
    private func waiting<Result: Sendable>(
        for flow: TestFlow, _ body: @escaping @MainActor () async throws -> Result
    ) async -> Task<Result, any Error> {
        let task = Task { try await body() }
        #expect(await eventually { ReadinessRegistry.shared.hasWaiters(for: flow) })
        return task
    }

    @Test func readyReturnsTheRootsOnceTheFlowsHaveNavigatedTheirFirstStep() async throws {
        let first = TestFlow()
        let second = TestFlow()
        let task = await waiting(for: second) {
            try await Flows.ready(first, second).map(ObjectIdentifier.init)
        }
        let stepper1 = TestStepper()
        let stepper2 = TestStepper()
        let coordinator = FlowCoordinator()
        let other = FlowCoordinator()
        coordinator.coordinate(flow: first, with: stepper1)
        other.coordinate(flow: second, with: stepper2)
        stepper1.steps.accept(TestStep.one)
        #expect(ReadinessRegistry.shared.hasWaiters(for: second))  // still waiting for the second
        stepper2.steps.accept(TestStep.two)
        let roots = try await task.value
        #expect(roots == [first.rootPresentable, second.rootPresentable].map(ObjectIdentifier.init))
    }

    @Test func readyOnFlowsAlreadyReadyReturnsAtOnce() async throws {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        let root = try await Flows.ready(flow, as: TestPresentable.self)
        #expect(root === flow.rootPresentable)
        #expect(
            try await Flows.ready([flow], as: TestPresentable.self).map(ObjectIdentifier.init) == [
                ObjectIdentifier(root)
            ])
        #expect(try await Flows.ready([]).isEmpty)
    }

    @Test func aFlowReleasedWithItsCoordinatorBeforeBeingReadyThrowsNeverReady() async {
        let flow = TestFlow()
        var coordinator: FlowCoordinator? = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        coordinator?.coordinate(flow: flow, with: TestStepper())  // no first step: not ready
        let task = await waiting(for: flow) { try await Flows.ready(flow).count }
        coordinator = nil  // ends the flow
        await #expect(throws: FlowsReadinessError.neverReady) { try await task.value }
        #expect(!ReadinessRegistry.shared.hasWaiters(for: flow))
    }

    @Test func aFlowDismissedBeforeBeingReadyThrowsNeverReady() async {
        let flow = TestFlow()
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        coordinator.coordinate(flow: flow, with: TestStepper())
        let task = await waiting(for: flow) { try await Flows.ready(flow).count }
        flow.rootPresentable.dismiss()
        await #expect(throws: FlowsReadinessError.neverReady) { try await task.value }
    }

    @Test func cancellingTheWaitingTaskThrowsCancellationError() async throws {
        let flow = TestFlow()  // never coordinated: only cancelling ends the wait
        let task = await waiting(for: flow) { try await Flows.ready(flow).count }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        // The flow can still be waited for, and becomes ready, later.
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(try await Flows.ready(flow).count == 1)
    }

    @Test func aTaskCancelledBeforeItWaitsThrowsAtOnce() async {
        let flow = TestFlow()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Flows.ready(flow).count
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func aRootOfAnotherTypeThrowsRootTypeMismatch() async {
        let flow = TestFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        await #expect(throws: FlowsReadinessError.rootTypeMismatch(expected: "TestScreen", actual: "TestPresentable")) {
            try await Flows.ready(flow, as: TestScreen.self)
        }
    }

    @Test func useWithNoFlowsRunsAtOnce() {
        var ran = false
        Flows.use([any Flow](), when: .ready) { (roots: [TestPresentable]) in ran = roots.isEmpty }
        #expect(ran)
    }
}
