import Dispatch
import RxFlow
import Testing

/// Steps accepted on other threads are navigated on the main actor,
/// none lost, in per-thread order, and nothing traps.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct BackgroundThreadTests {
    @Test func stepsFromManyThreadsAreAllNavigatedOnTheMainQueueInPerThreadOrder() async {
        let threads = 4
        let perThread = 500
        let stepper = TestStepper()
        var onMainQueue = true
        let finished = AsyncStream<Void>.makeStream()
        let flow = TestFlow { flow, _ in
            onMainQueue = onMainQueue && DispatchQueue.isMainQueueForTests
            if flow.navigated.count == threads * perThread { finished.continuation.yield() }
            return .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)

        let relay = stepper.steps
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread { relay.accept(TestStep.number(thread * perThread + index)) }
            }
        }
        var iterator = finished.stream.makeAsyncIterator()
        await iterator.next()

        #expect(onMainQueue)
        let numbers = flow.navigatedTestSteps.compactMap { step -> Int? in
            if case .number(let n) = step { return n }
            return nil
        }
        #expect(Set(numbers).count == threads * perThread)
        for thread in 0..<threads {
            let mine = numbers.filter { $0 / perThread == thread }
            #expect(mine == mine.sorted())
        }
        withExtendedLifetime(coordinator) {}
    }

    @Test func aContributedStepperFedFromAnotherThreadIsNavigated() async {
        let screen = TestPresentable()
        let screenStepper = TestStepper()
        let arrived = AsyncStream<Void>.makeStream()
        let flow = TestFlow { _, step in
            switch step.test {
            case .one:
                return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
            case .two:
                arrived.continuation.yield()
                return .none
            default:
                return .none
            }
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        let relay = screenStepper.steps
        DispatchQueue.global().async { relay.accept(TestStep.two) }
        var iterator = arrived.stream.makeAsyncIterator()
        await iterator.next()
        #expect(flow.navigatedTestSteps == [.one, .two])
        withExtendedLifetime(coordinator) {}
    }
}
