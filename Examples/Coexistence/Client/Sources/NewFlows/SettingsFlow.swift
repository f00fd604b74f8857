import RxFlowHeadless
import SwiftRxFlow

/// A flow moved to swift-rxflow: the settings, and "About" under them. Its parent is still an
/// RxFlow 2.x flow, so what it would forward to its parent goes to `parentSteps`, which the old
/// half listens to.
public final class SettingsFlow: Flow {
    /// The navigation controller.
    public var root: any Presentable { rootViewController }
    /// What the old parent shows.
    public let rootViewController = NavigationController()
    private let parentSteps: PublishRelay<any Step>

    /// A flow that forwards to `parentSteps` what its old parent should navigate.
    public init(parentSteps: PublishRelay<any Step>) {
        self.parentSteps = parentSteps
    }

    /// Shows the settings, "About", and forwards "Done".
    public func navigate(to step: any Step) -> FlowContributors {
        switch step as? AppStep {
        case .settingsAreRequired:
            let viewModel = SettingsViewModel()
            let screen = SettingsScreen(viewModel: viewModel)
            rootViewController.pushViewController(screen, animated: false)
            return .viewController(screen)
        case .aboutIsRequired:
            let screen = ViewController()
            screen.title = "About"
            rootViewController.pushViewController(screen, animated: false)
            return .none
        case .settingsAreComplete:
            // The old parent dismisses this flow's root, which ends the flow.
            parentSteps.accept(AppStep.settingsAreComplete)
            return .none
        default:
            return .none
        }
    }
}
