import RxFlow
import RxFlowTesting
import Testing

/// A flow's root that refuses every state it is given, and counts how often it is asked.
@MainActor
final class StateRefusingRoot: RestorablePresentable {
    private let presentable = TestPresentable()
    private(set) var restoreCalls = 0
    var rxVisible: AnyPublisher<Bool, Never> { presentable.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { presentable.rxDismissed }
    var restorationState: Int { 1 }

    func restore(_ state: Int) -> Bool {
        restoreCalls += 1
        return false
    }
}

/// A flow that contributes its own root (as the demo contributes a navigation controller with
/// the stepper that opens deep links on it).
@MainActor
final class RootContributingFlow: Flow {
    let stack = StateRefusingRoot()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard case .home = step as? PageStep else { return .none }
        return .one(flowContributor: .contribute(withNextPresentable: stack, withNextStepper: TestStepper()))
    }
}

@MainActor
struct RestoredRootContributionTests {
    private let logs = LogCapture()

    private func makeCoordinator() -> FlowCoordinator {
        FlowCoordinator(
            logger: logs.logger, leakDetection: .disabled, restoration: NavigationRestoration(steps: PageStep.self))
    }

    /// Its state is in the snapshot twice (as the root's and as the contribution's): it is
    /// applied once, and the report names it once.
    @Test func aRootItsFlowContributesGetsItsStateOnce() throws {
        let coordinator = makeCoordinator()
        coordinator.coordinate(flow: RootContributingFlow(), with: OneStepper(withSingleStep: PageStep.home))
        let snapshot = try coordinator.navigationSnapshot()

        let flow = RootContributingFlow()
        let report = try makeCoordinator().coordinate(
            flow: flow, with: OneStepper(withSingleStep: PageStep.home), restoringFrom: snapshot)
        #expect(report.stop == nil)
        #expect(flow.stack.restoreCalls == 1)
        #expect(report.statesNotApplied == ["RxFlowTests.StateRefusingRoot"])
    }
}
