import RxFlow
import RxFlowHeadless

/// The settings in a split view: the list in the primary column, the chosen setting in the
/// secondary one. "About" needs permission: `adapt(step:)` asks the permission service
/// (asynchronously) and turns it into `.unauthorized` if refused.
final class SettingsFlow: Flow {
    var root: any Presentable { rootViewController }

    let rootViewController = SplitViewController()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
        rootViewController.title = "Settings"
    }

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        guard case .aboutIsRequired = step as? DemoStep else { return Just(step).eraseToAnyPublisher() }
        // Restoring the About screen the user had open: a restoration cannot wait for the
        // server, and the key it needs is here (the server only checks that there is one).
        if FlowCoordinator.isRestoring {
            return Just(services.apiKey != nil ? step : DemoStep.unauthorized).eraseToAnyPublisher()
        }
        // The flow's later steps wait for the answer: they are navigated after this one.
        return .adapting { [services] in await services.canSeeAbout() ? step : DemoStep.unauthorized }
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .settingsAreRequired:
            return navigateToSettings()
        case .settingsApiKeyIsRequired:
            let screen = SettingsApiKeyScreen(viewModel: SettingsApiKeyViewModel(services: services))
            rootViewController.showDetailViewController(screen, sender: nil)
            return .viewController(screen)
        case .aboutIsRequired:
            let screen = AboutScreen()
            rootViewController.showDetailViewController(screen, sender: nil)
            // Contributed (it emits nothing) so that the navigation lasts as long as the screen:
            // a snapshot taken meanwhile has it.
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: NoneStepper()))
        case .unauthorized:
            let alert = AlertScreen(
                title: "Not allowed", message: "About needs an API key: set one under \"API key\" first.",
                viewModel: AlertViewModel())
            rootViewController.present(alert, animated: !FlowCoordinator.isRestoring)
            return .viewController(alert)
        case .alertIsDismissed:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        case .logoutIsRequired:
            return .end(forwardToParentFlowWithStep: DemoStep.userLoggedOut)
        case .settingsAreComplete:
            return .end(forwardToParentFlowWithStep: DemoStep.settingsAreComplete)
        default:
            return .none
        }
    }

    private func navigateToSettings() -> FlowContributors {
        let list = SettingsListScreen(viewModel: SettingsListViewModel())
        let apiKey = SettingsApiKeyScreen(viewModel: SettingsApiKeyViewModel(services: services))
        rootViewController.viewControllers = [list, apiKey]
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: list, withNextStepper: list.viewModel),
            .contribute(withNextPresentable: apiKey, withNextStepper: apiKey.viewModel),
        ])
    }
}
