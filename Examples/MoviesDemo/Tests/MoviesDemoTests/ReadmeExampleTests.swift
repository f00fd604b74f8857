import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

@testable import MoviesDemo

@MainActor @Test func theOnboardingLeadsToTheTabsAndLoggingOutBackToIt() async {
    let services = AppServices()  // a first run, saved nowhere
    let store = FlowTestStore(
        flow: AppFlow(window: Window(), services: services), stepper: AppStepper(services: services))
    await store.receive(AppFlow.self, DemoStep.onboardingIsRequired)
    await store.receive(OnboardingFlow.self, DemoStep.apiKeyIsRequired)
    store.visibleScreen(as: OnboardingApiKeyScreen.self)?.viewModel.useDemoKey()
    await store.receive(OnboardingFlow.self, DemoStep.apiKeyIsComplete)
    store.visibleScreen(as: TermsScreen.self)?.viewModel.accept()
    await store.assertNavigations([
        FlowNavigation(OnboardingFlow.self, DemoStep.termsAreAccepted),
        FlowNavigation(AppFlow.self, DemoStep.onboardingIsComplete),
        FlowNavigation(DashboardFlow.self, DemoStep.dashboardIsRequired),
        FlowNavigation(WishlistFlow.self, DemoStep.moviesAreRequired),
        FlowNavigation(WatchedFlow.self, DemoStep.moviesAreRequired),
    ])
    store.visibleScreen(as: MovieListScreen.self)?.viewModel.settings()
    await store.receive(WishlistFlow.self, DemoStep.settingsAreRequired)
    await store.receive(SettingsFlow.self, DemoStep.settingsAreRequired)
    store.visibleScreen(as: SettingsListScreen.self)?.viewModel.logOut()
    await store.assertNavigations([
        FlowNavigation(SettingsFlow.self, DemoStep.logoutIsRequired),
        FlowNavigation(WishlistFlow.self, DemoStep.userLoggedOut),
        FlowNavigation(DashboardFlow.self, DemoStep.userLoggedOut),
        FlowNavigation(AppFlow.self, DemoStep.userLoggedOut),
        FlowNavigation(OnboardingFlow.self, DemoStep.apiKeyIsRequired),
    ])
    store.visibleScreen(as: OnboardingApiKeyScreen.self)  // fails the test if it is not the one shown
    await store.finish()
}
