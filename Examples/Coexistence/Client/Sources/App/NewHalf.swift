import NewFlows
import RxFlow
import RxFlowHeadless
import SwiftRxFlow

/// The flows already moved, each run by a swift-rxflow coordinator of its own, and the steps
/// they send their old parents. The one file of the app that imports both `RxFlow` (2.x) and
/// `SwiftRxFlow`, so it spells every shared name with its module.
@MainActor
final class NewHalf {
    /// What a moved flow forwards to its old parent: an RxFlow 2.x stepper, contributed by the
    /// old parent with the moved flow's root.
    final class ParentSteps: RxFlow.Stepper {
        let steps = RxFlow.PublishRelay<RxFlow.Step>()
    }

    private let settingsCoordinator = SwiftRxFlow.FlowCoordinator()
    private var forwarding: AnyCancellable?
    private var reporting: AnyCancellable?

    /// Starts the settings flow; returns its root, for the old parent to show, and the stepper
    /// the old parent listens to.
    func startSettings() -> (root: ViewController, parentSteps: ParentSteps) {
        let relay = SwiftRxFlow.PublishRelay<any SwiftRxFlow.Step>()
        let parentSteps = ParentSteps()
        forwarding = relay.sink { step in
            if let step = step as? AppStep { parentSteps.steps.accept(step) }
        }
        let flow = SettingsFlow(parentSteps: relay)
        settingsCoordinator.coordinate(
            flow: flow, with: SwiftRxFlow.OneStepper(withSingleStep: AppStep.settingsAreRequired))
        return (flow.rootViewController, parentSteps)
    }

    /// Deep links reach the moved flows too.
    func navigate(to step: AppStep) {
        settingsCoordinator.navigate(to: step)
    }

    /// The moved flows' navigations, as they happen.
    func onNavigation(_ report: @escaping (String) -> Void) {
        reporting = settingsCoordinator.rx.didNavigate.sink { flow, step in
            report("\(type(of: flow)) \(step)")
        }
    }
}
