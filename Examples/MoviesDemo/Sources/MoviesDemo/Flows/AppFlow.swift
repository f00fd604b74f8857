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

    /// Refuses, while a saved place is restored, a step on the other side of the onboarding
    /// than the state (a state file edited by hand: not onboarded, but a saved place on the
    /// dashboard). The onboarding state wins, as at a launch: the restoration stops there, and
    /// the app starts as a launch does, with `AppStepper`'s step. A live step is never refused.
    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        if FlowCoordinator.isRestoring, let step = step as? DemoStep, let opensDashboard = Self.opensDashboard(step),
            opensDashboard != services.isOnboarded
        {
            return Empty().eraseToAnyPublisher()
        }
        return Just(step).eraseToAnyPublisher()
    }

    /// Whether a restoration stopped at `stop` because `adapt(step:)` refused a saved place
    /// that the onboarding state contradicts.
    static func refusedForOnboarding(_ stop: RestorationStop) -> Bool {
        stop.flow == String(reflecting: AppFlow.self) && stop.reason == .adaptRefused
    }

    /// Whether `step` leads to the dashboard (true) or to the onboarding (false); nil for the
    /// steps of the flows below.
    private static func opensDashboard(_ step: DemoStep) -> Bool? {
        switch step {
        case .onboardingIsComplete, .dashboardIsRequired: true
        case .onboardingIsRequired, .userLoggedOut: false
        default: nil
        }
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
