import RxFlow

/// Decides where the app starts: onboarding on a first run, the dashboard afterwards.
@MainActor
final class AppStepper: Stepper {
    let steps = PublishRelay<any Step>()
    let initialStep: any Step

    init(services: AppServices) {
        initialStep = services.isOnboarded ? DemoStep.dashboardIsRequired : DemoStep.onboardingIsRequired
    }
}
