import RxFlow
import RxFlowHeadless

/// The main navigation, on the window: the onboarding or the dashboard.
final class AppFlow: Flow {
    var root: any Presentable { window }

    private let window: Window
    private let services: AppServices

    init(window: Window, services: AppServices) {
        self.window = window
        self.services = services
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .onboardingIsRequired:
            return navigateToOnboarding()
        case .onboardingIsComplete:
            services.completeOnboarding()
            return navigateToDashboard()
        case .dashboardIsRequired:
            return navigateToDashboard()
        case .userLoggedOut:
            // A restoration navigates this again to rebuild the onboarding: the user logged
            // out before, and what they did since (a key chosen in the onboarding) is in the
            // state, which logging out again would forget.
            if !FlowCoordinator.isRestoring { services.logOut() }
            return navigateToOnboarding()
        default:
            return .none
        }
    }

    private func navigateToOnboarding() -> FlowContributors {
        let onboardingFlow = OnboardingFlow(services: services)
        Flows.use(onboardingFlow, when: .ready) { [unowned self] (root: NavigationController) in
            self.window.rootViewController = root
        }
        return .one(
            flowContributor: .contribute(
                withNextPresentable: onboardingFlow,
                withNextStepper: OneStepper(withSingleStep: DemoStep.apiKeyIsRequired)
            ))
    }

    private func navigateToDashboard() -> FlowContributors {
        let dashboardFlow = DashboardFlow(services: services)
        Flows.use(dashboardFlow, when: .ready) { [unowned self] (root: TabBarController) in
            self.window.rootViewController = root
        }
        return .one(
            flowContributor: .contribute(
                withNextPresentable: dashboardFlow,
                withNextStepper: OneStepper(withSingleStep: DemoStep.dashboardIsRequired)))
    }
}
