import RxFlow
import Testing

/// The documented pitfall: a base flow class that does not declare `adapt(step:)`
/// makes its subclasses' `adapt(step:)` invisible to the coordinator.
@MainActor
struct AdaptDispatchTests {
    class BaseFlowWithoutAdapt: Flow {
        let rootPresentable = TestPresentable()
        var root: any Presentable { rootPresentable }
        var navigated: [TestStep] = []
        func navigate(to step: any Step) -> FlowContributors {
            if let step = step.test { navigated.append(step) }
            return .none
        }
    }

    final class SubclassDeclaringAdapt: BaseFlowWithoutAdapt {
        func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
            Just(TestStep.two).eraseToAnyPublisher()
        }
    }

    class BaseFlowDeclaringAdapt: Flow {
        let rootPresentable = TestPresentable()
        var root: any Presentable { rootPresentable }
        var navigated: [TestStep] = []
        func adapt(step: any Step) -> AnyPublisher<any Step, Never> { Just(step).eraseToAnyPublisher() }
        func navigate(to step: any Step) -> FlowContributors {
            if let step = step.test { navigated.append(step) }
            return .none
        }
    }

    final class SubclassOverridingAdapt: BaseFlowDeclaringAdapt {
        override func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
            Just(TestStep.two).eraseToAnyPublisher()
        }
    }

    /// A guard that hands the steps it lets through to a composed flow's default `adapt`.
    final class GuardingFlow: Flow {
        let rootPresentable = TestPresentable()
        var root: any Presentable { rootPresentable }
        let composed = TestFlow()
        var navigated: [TestStep] = []
        func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
            step.test == .three ? Just(TestStep.two).eraseToAnyPublisher() : composed.adapt(step: step)
        }
        func navigate(to step: any Step) -> FlowContributors {
            if let step = step.test { navigated.append(step) }
            return .none
        }
    }

    @Test func aGuardThatDelegatesToAnotherFlowsDefaultAdaptIsNeverSkipped() {
        // Its first step comes from a default `adapt`, but not its own: every later step of
        // every flow of the type still goes through the guard.
        for _ in 0..<2 {
            let flow = GuardingFlow()
            let stepper = TestStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            stepper.steps.accept(TestStep.one)
            stepper.steps.accept(TestStep.three)  // denied: `.two` instead
            coordinator.navigate(to: TestStep.three)
            #expect(flow.navigated == [.one, .two, .two])
        }
    }

    @Test func aSubclassAdaptIsIgnoredWhenTheBaseClassDoesNotDeclareIt() {
        let flow = SubclassDeclaringAdapt()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(flow.navigated == [.one])  // Swift used the protocol extension's default
    }

    @Test func aSubclassAdaptIsUsedWhenTheBaseClassDeclaresIt() {
        let flow = SubclassOverridingAdapt()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        coordinator.navigate(to: TestStep.three)
        #expect(flow.navigated == [.two, .two])
    }

    @Test func theDefaultAdaptStillReturnsTheStepWhenCalledDirectly() async {
        let flow = TestFlow()
        var values: [TestStep] = []
        let cancellable = flow.adapt(step: TestStep.three).sink { values.append($0.test!) }
        #expect(values == [.three])
        cancellable.cancel()
    }
}
