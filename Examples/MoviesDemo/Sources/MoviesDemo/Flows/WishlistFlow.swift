import RxFlow
import RxFlowHeadless

/// The movies you want to watch: list → movie → cast member → …, and the settings,
/// presented modally.
final class WishlistFlow: Flow {
    var root: any Presentable { rootViewController }

    let rootViewController = NavigationController()
    private let services: AppServices
    private let stack: MovieStack

    init(services: AppServices) {
        self.services = services
        stack = MovieStack(navigationController: rootViewController, services: services)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        if let contributors = stack.navigate(to: step, listing: .wishlist) { return contributors }
        switch step {
        case .settingsAreRequired:
            return navigateToSettings()
        case .settingsAreComplete:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        case .userLoggedOut:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .end(forwardToParentFlowWithStep: DemoStep.userLoggedOut)
        default:
            return .none
        }
    }

    private func navigateToSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow(services: services)

        Flows.use(settingsFlow, when: .ready) { [unowned self] (root: SplitViewController) in
            // Full screen (not the default page sheet): the tabs under the settings are hidden,
            // so the terminal offers only the settings' actions.
            root.modalPresentationStyle = .fullScreen
            self.rootViewController.present(root, animated: !FlowCoordinator.isRestoring)
        }

        return .one(flowContributor: .contribute(withNextPresentable: settingsFlow, withNextStepper: SettingsStepper()))
    }
}
