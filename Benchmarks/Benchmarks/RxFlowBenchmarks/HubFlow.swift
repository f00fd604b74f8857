import RxFlow
import Synchronization

/// A flow that opens `childCount` child flows at once on `.spawn`, each driven by a
/// `OneStepper(withSingleStep: .childStart)`; deep links reach it and all of them.
@MainActor
final class HubFlow: Flow {
    /// The screen the flow presents on.
    let rootScreen = BenchScreen()
    /// The child flows opened by `.spawn`.
    private(set) var children: [ChildFlow] = []
    /// How many `.deepLink` steps were navigated by the hub itself.
    private(set) var deepLinks = 0
    private let childCount: Int

    /// Creates a hub that will open `childCount` child flows.
    init(childCount: Int) {
        self.childCount = childCount
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    /// The root screen.
    var root: any Presentable { rootScreen }

    /// Deep links reached, the hub's and its children's together.
    var deepLinksReached: Int {
        children.reduce(deepLinks) { $0 + $1.deepLinks }
    }

    /// Opens the children on `.spawn`; counts `.deepLink`.
    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? BenchStep else { return .none }
        switch step {
        case .spawn:
            children = (0..<childCount).map { _ in ChildFlow() }
            return .multiple(
                flowContributors: children.map { child in
                    .contribute(
                        withNextPresentable: child,
                        withNextStepper: CountedOneStepper(withSingleStep: BenchStep.childStart))
                })
        case .deepLink:
            deepLinks += 1
            return .none
        default:
            return .none
        }
    }
}
