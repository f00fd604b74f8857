import RxFlow
import Synchronization

/// A flow that pushes a new screen, with its own stepper, on every `.push`, and dismisses the
/// top one on `.pop`.
///
/// The pushed screens stay on `stack`, as on a navigation controller, until they are popped
/// or the flow itself goes away.
@MainActor
final class PushFlow: Flow {
    /// The screen the flow presents on.
    let rootScreen = BenchScreen()
    /// The pushed screens, oldest first.
    private(set) var stack: [BenchScreen] = []
    /// How many `.push` steps were navigated.
    private(set) var pushes = 0
    /// How many `.pop` steps were navigated.
    private(set) var pops = 0
    /// How many `.pushed` initial steps were navigated.
    private(set) var pushedSteps = 0
    private let pushedScreensUseOneStepper: Bool

    /// Creates the flow; each pushed screen gets a `RelayStepper`, or a
    /// `OneStepper(withSingleStep: .pushed)` if `pushedScreensUseOneStepper`.
    init(pushedScreensUseOneStepper: Bool) {
        self.pushedScreensUseOneStepper = pushedScreensUseOneStepper
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    /// The root screen.
    var root: any Presentable { rootScreen }

    /// Pushes a screen on `.push`, dismisses the top one on `.pop`; counts `.pushed`.
    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? BenchStep else { return .none }
        switch step {
        case .push:
            pushes += 1
            let stepper: any Stepper =
                pushedScreensUseOneStepper
                ? CountedOneStepper(withSingleStep: BenchStep.pushed) : RelayStepper()
            let screen = BenchScreen(stepper: stepper)
            stack.append(screen)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: stepper))
        case .pop:
            pops += 1
            stack.removeLast().dismiss()
            return .none
        case .pushed:
            pushedSteps += 1
            return .none
        default:
            return .none
        }
    }
}
