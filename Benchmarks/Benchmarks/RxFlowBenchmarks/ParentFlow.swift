import RxFlow
import Synchronization

/// Opens a `ChildFlow` on `.open` and dismisses its root when the child ends.
@MainActor
final class ParentFlow: Flow {
    /// The screen the flow presents on.
    let rootScreen = BenchScreen()
    /// The child flow currently open, if any.
    private(set) var currentChild: ChildFlow?
    /// How many child flows were opened.
    private(set) var opened = 0
    /// How many child flows ended (`.childEnded` received).
    private(set) var ended = 0

    /// Creates the flow and its root screen.
    init() {
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    /// The root screen.
    var root: any Presentable { rootScreen }

    /// Opens a child on `.open`; dismisses its root on `.childEnded`.
    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? BenchStep else { return .none }
        switch step {
        case .open:
            opened += 1
            let child = ChildFlow()
            currentChild = child
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: child,
                    withNextStepper: CountedOneStepper(withSingleStep: BenchStep.childStart)))
        case .childEnded:
            ended += 1
            currentChild?.rootScreen.dismiss()
            currentChild = nil
            return .none
        default:
            return .none
        }
    }
}
