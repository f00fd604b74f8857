import RxFlow
import RxFlowHeadless

/// A flow of the generated tree: its id (`F3`, a tab `F3.a`) and the screen a parent presents.
@MainActor
protocol TreeFlow: Flow {
    var flowID: String { get }
    /// The container its parent presents, or the window shows.
    var screen: ViewController { get }
}

extension TreeFlow {
    /// The contributor that starts `child` with its first step.
    static func start(_ child: any TreeFlow) -> FlowContributor {
        .contribute(withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: TreeStep(.start)))
    }

    /// Made without animation while a restoration replays, as an app should.
    var animated: Bool { !FlowCoordinator.isRestoring }
}
