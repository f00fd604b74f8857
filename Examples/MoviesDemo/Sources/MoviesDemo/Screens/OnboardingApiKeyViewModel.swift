import RxFlow

/// Step 1 of the onboarding: choose an API key (or none).
@MainActor
final class OnboardingApiKeyViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func useDemoKey() {
        services.setApiKey(AppServices.demoApiKey)
        steps.accept(DemoStep.apiKeyIsComplete)
    }

    func continueWithoutKey() {
        services.setApiKey(nil)
        steps.accept(DemoStep.apiKeyIsComplete)
    }
}
