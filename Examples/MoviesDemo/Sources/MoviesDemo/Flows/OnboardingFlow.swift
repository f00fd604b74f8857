import RxFlow
import RxFlowHeadless

/// A two-step wizard in a navigation controller (API key, then terms) that ends by telling
/// its parent that the onboarding is complete.
final class OnboardingFlow: Flow {
    var root: any Presentable { rootViewController }

    let rootViewController = NavigationController()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
        rootViewController.title = "Onboarding"
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .apiKeyIsRequired:
            let screen = OnboardingApiKeyScreen(viewModel: OnboardingApiKeyViewModel(services: services))
            rootViewController.pushViewController(screen, animated: false)
            return .viewController(screen)
        case .apiKeyIsComplete:
            let screen = TermsScreen(viewModel: TermsViewModel())
            rootViewController.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
            return .viewController(screen)
        case .termsAreAccepted:
            return .end(forwardToParentFlowWithStep: DemoStep.onboardingIsComplete)
        default:
            return .none
        }
    }
}
