import RxFlow

/// A flow whose navigation the test writes as a closure; it records what it navigated.
@MainActor
class TestFlow: Flow {
    let rootPresentable: TestPresentable
    var root: any Presentable { rootPresentable }
    var navigated: [any Step] = []
    var onNavigate: (TestFlow, any Step) -> FlowContributors

    init(
        root: TestPresentable = TestPresentable(),
        onNavigate: @escaping (TestFlow, any Step) -> FlowContributors = { _, _ in .none }
    ) {
        self.rootPresentable = root
        self.onNavigate = onNavigate
    }

    var navigatedTestSteps: [TestStep] { navigated.compactMap(\.test) }

    func navigate(to step: any Step) -> FlowContributors {
        navigated.append(step)
        return onNavigate(self, step)
    }

    /// A parent flow that contributes `child` (driven by `stepper`) when it navigates `.open`.
    static func opening(_ child: any Flow, with stepper: any Stepper) -> TestFlow {
        TestFlow { _, step in
            step.test == .open
                ? .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: stepper))
                : .none
        }
    }
}

/// A flow with its own `adapt(step:)`, driven by a closure. It is not a `TestFlow`
/// subclass on purpose: see `AdaptDispatchTests` for why.
@MainActor
final class AdaptingFlow: Flow {
    let rootPresentable = TestPresentable()
    var root: any Presentable { rootPresentable }
    var navigated: [any Step] = []
    var adapted: [any Step] = []
    var onAdapt: (any Step) -> AnyPublisher<any Step, Never> = { Just($0).eraseToAnyPublisher() }

    var navigatedTestSteps: [TestStep] { navigated.compactMap(\.test) }

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        adapted.append(step)
        return onAdapt(step)
    }

    func navigate(to step: any Step) -> FlowContributors {
        navigated.append(step)
        return .none
    }
}
