import RxFlow

/// Decides where the app starts: onboarding on a first run, the dashboard afterwards.
@MainActor
final class AppStepper: Stepper {
    nonisolated let steps = PublishRelay<any Step>()
    nonisolated let initialStep: any Step

    init(services: AppServices) {
        initialStep = services.isOnboarded ? DemoStep.dashboardIsRequired : DemoStep.onboardingIsRequired
    }
}
