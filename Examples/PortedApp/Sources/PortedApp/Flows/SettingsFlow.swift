import RxFlow
import RxFlowHeadless

/// The settings, presented by the movies: one screen whose "Done" button ends the flow.
final class SettingsFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .settingsAreRequired:
            let screen = SettingsScreen.instantiate(withViewModel: SettingsViewModel())
            rootViewController.pushViewController(screen, animated: false)
            return .viewController(screen)
        case .settingsAreComplete:
            return .end(forwardToParentFlowWithStep: AppStep.settingsAreComplete)
        default:
            return .none
        }
    }
}
