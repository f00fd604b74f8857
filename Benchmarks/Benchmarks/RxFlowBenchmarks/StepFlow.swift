import RxFlow
import Synchronization

/// A flow whose navigation does nothing: it measures the engine's cost per step.
@MainActor
final class StepFlow: Flow {
    /// The screen the flow presents on.
    let rootScreen = BenchScreen()
    /// How many `.tick` steps were navigated.
    private(set) var navigations = 0

    /// Creates the flow and its root screen.
    init() {
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    /// The root screen.
    var root: any Presentable { rootScreen }

    /// Counts `.tick` and navigates nowhere.
    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? BenchStep, step == .tick else { return .none }
        navigations += 1
        return .none
    }
}
