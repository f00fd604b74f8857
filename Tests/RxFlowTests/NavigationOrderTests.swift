import Dispatch
import RxFlow
import Testing

/// Adapt → willNavigate → navigate → didNavigate, order kept through async adapts.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct NavigationOrderTests {
    @Test func eachStepGoesThroughAdaptWillNavigateNavigateDidNavigate() {
        var log: [String] = []
        let flow = AdaptingFlow()
        flow.onAdapt = { step in
            log.append("adapt \(step)")
            return Just(TestStep.two).eraseToAnyPublisher()
        }
        let coordinator = FlowCoordinator()
        var cancellables: Set<AnyCancellable> = []
        coordinator.rx.willNavigate.sink { _, step in log.append("will \(step)") }.store(in: &cancellables)
        coordinator.rx.didNavigate.sink { _, step in log.append("did \(step)") }.store(in: &cancellables)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(log == ["adapt one", "will two", "did two"])
        #expect(flow.navigatedTestSteps == [.two])
    }

    @Test func anAdaptThatFinishesWithoutAValueDropsTheStep() {
        let flow = AdaptingFlow()
        flow.onAdapt = { step in
            step.test == .two ? Empty().eraseToAnyPublisher() : Just(step).eraseToAnyPublisher()
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        for step in [TestStep.one, .two, .three] { stepper.steps.accept(step) }
        #expect(flow.navigatedTestSteps == [.one, .three])
        #expect(flow.adapted.count == 3)
    }

    @Test func aStepAdaptedLaterWaitsAndLaterStepsOfTheFlowKeepTheirOrder() async {
        let flow = AdaptingFlow()
        let gate = PublishRelay<any Step>()
        flow.onAdapt = { step in
            // .one is adapted later; the others at once.
            step.test == .one ? gate.first().eraseToAnyPublisher() : Just(step).eraseToAnyPublisher()
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.one)
        stepper.steps.accept(TestStep.two)
        stepper.steps.accept(TestStep.three)
        #expect(flow.navigated.isEmpty)
        #expect(flow.adapted.compactMap(\.test) == [.one])  // later steps wait, not even adapted yet

        // Deliver from another queue: still navigated on the main thread, in order.
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                gate.accept(TestStep.number(1))
                DispatchQueue.main.async { continuation.resume() }
            }
        }
        #expect(flow.navigatedTestSteps == [.number(1), .two, .three])
    }

    @Test func navigationHappensOnTheMainThreadWhenAdaptDeliversOnAnotherQueue() async {
        let flow = AdaptingFlow()
        flow.onAdapt = { step in
            // A serial queue: Combine's contract (`receive(on:)` a concurrent queue may hand the
            // value and the completion to two threads, in either order).
            Just(step).receive(on: DispatchQueue(label: "adapt")).eraseToAnyPublisher()
        }
        let coordinator = FlowCoordinator()
        var mainThreadChecks: [Bool] = []
        let done = AsyncStream<Void>.makeStream()
        let cancellable = coordinator.rx.didNavigate.sink { _, _ in
            mainThreadChecks.append(DispatchQueue.isMainQueueForTests)
            done.continuation.yield()
        }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        var iterator = done.stream.makeAsyncIterator()
        await iterator.next()
        #expect(flow.navigatedTestSteps == [.one])
        #expect(mainThreadChecks == [true])
        cancellable.cancel()
    }

    /// Each adaptation delivers on a serial queue of its own, so the deliveries of successive
    /// adaptations cross threads and hop to the main queue: every step is navigated, in order.
    @Test func adaptationsDeliveredOnOtherQueuesNavigateEveryStepInOrder() async {
        let flow = AdaptingFlow()
        flow.onAdapt = { step in Just(step).receive(on: DispatchQueue(label: "adapt")).eraseToAnyPublisher() }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        let count = 300
        for number in 0..<count { stepper.steps.accept(TestStep.number(number)) }
        #expect(await eventually { flow.navigated.count == count })
        #expect(flow.navigatedTestSteps == (0..<count).map { TestStep.number($0) })
    }
}
