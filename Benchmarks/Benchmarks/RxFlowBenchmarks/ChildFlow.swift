import RxFlow
import Synchronization

/// A child flow: on its initial `.childStart` it contributes its root screen with a
/// relay stepper; `.childDone` from that stepper ends it.
@MainActor
final class ChildFlow: Flow {
    /// The screen the flow presents on.
    let rootScreen: BenchScreen
    /// The root screen's stepper.
    let stepper: RelayStepper
    /// How many `.childStart` steps were navigated.
    private(set) var starts = 0
    /// How many `.deepLink` steps were navigated.
    private(set) var deepLinks = 0

    /// Creates the flow, its root screen and the root screen's stepper.
    init() {
        let stepper = RelayStepper()
        self.stepper = stepper
        rootScreen = BenchScreen(stepper: stepper)
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    /// The root screen.
    var root: any Presentable { rootScreen }

    /// Starts, ends, or counts a deep link.
    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? BenchStep else { return .none }
        switch step {
        case .childStart:
            starts += 1
            return .one(flowContributor: .contribute(withNextPresentable: rootScreen, withNextStepper: stepper))
        case .childDone:
            return .end(forwardToParentFlowWithStep: BenchStep.childEnded)
        case .deepLink:
            deepLinks += 1
            return .none
        default:
            return .none
        }
    }
}
