import RxFlow
import RxFlowTesting
import Testing

/// `adapt(step:)` written with async code through `.adapting { … }`: the step it returns is
/// navigated on the main actor, nil drops it, order is kept, and its task is cancelled when
/// the flow ends.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct AsyncAdaptationTests {
    /// Says whether a permission is granted, after a while, as a service would.
    @MainActor
    private final class PermissionService {
        var isGranted = true
        private(set) var cancelledChecks = 0

        func check(delay: Duration) async -> Bool {
            do {
                try await Task.sleep(for: delay)
            } catch {
                cancelledChecks += 1
                return false
            }
            return isGranted
        }
    }

    /// Steps that waited behind an adaptation are taken in a loop, not one stack level each:
    /// twenty thousand of them are navigated, in order, without overflowing the stack.
    @Test func twentyThousandStepsWaitingBehindAnAdaptationAreNavigatedInOrder() {
        let count = 20_000
        let flow = AdaptingFlow()
        let gate = PassthroughSubject<any Step, Never>()
        flow.onAdapt = { step in
            step.test == .one ? gate.first().eraseToAnyPublisher() : Just(step).eraseToAnyPublisher()
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.one)  // waits for the gate
        for number in 0..<count { stepper.steps.accept(TestStep.number(number)) }  // wait behind it
        #expect(flow.navigated.isEmpty)

        gate.send(TestStep.one)

        #expect(flow.navigatedTestSteps == [.one] + (0..<count).map { TestStep.number($0) })
        withExtendedLifetime(coordinator) {}
    }

    @Test func aStepAdaptedByAsyncCodeIsNavigatedAndLaterStepsKeepTheirOrder() async {
        let permissions = PermissionService()
        let flow = AdaptingFlow()
        flow.onAdapt = { step in
            // The first step waits for a slow check; the next one would be quicker.
            let delay: Duration = step.test == .one ? .milliseconds(50) : .zero
            return .adapting { await permissions.check(delay: delay) ? step : TestStep.deepLink }
        }
        let stepper = TestStepper()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.one)
        stepper.steps.accept(TestStep.two)
        #expect(flow.navigated.isEmpty)  // not yet: the check is running
        #expect(await eventually { flow.navigated.count == 2 })
        #expect(flow.navigatedTestSteps == [.one, .two])
    }

    @Test func returningNilDropsTheStep() async {
        let permissions = PermissionService()
        permissions.isGranted = false
        let flow = AdaptingFlow()
        flow.onAdapt = { step in .adapting { await permissions.check(delay: .zero) ? step : nil } }
        let coordinator = FlowCoordinator()
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(await eventually { !events.droppedSteps.map(\.reason).isEmpty })
        #expect(events.droppedSteps.map(\.reason) == [.adaptFinishedWithoutValue])
        #expect(flow.navigated.isEmpty)
    }

    @Test func theTaskIsCancelledWhenTheFlowEnds() async {
        let permissions = PermissionService()
        let flow = AdaptingFlow()
        flow.onAdapt = { step in .adapting { await permissions.check(delay: .seconds(30)) ? step : nil } }
        let coordinator = FlowCoordinator(logger: quietLogger())  // keeps what ended while it awaits
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        await Task.yield()
        flow.rootPresentable.dismiss()
        #expect(await eventually { permissions.cancelledChecks == 1 })
        #expect(flow.navigated.isEmpty)
    }

    @Test func itIsAPlainPublisherToo() async {
        var received: [TestStep] = []
        var finished = false
        let cancellable = AnyPublisher<any Step, Never>.adapting { TestStep.three }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0.test!) })
        #expect(await eventually { finished })
        #expect(received == [.three])
        withExtendedLifetime(cancellable) {}
    }
}
