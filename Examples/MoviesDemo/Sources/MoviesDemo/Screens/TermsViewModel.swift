import RxFlow

/// Step 2 of the onboarding: accept the terms.
@MainActor
final class TermsViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func accept() {
        steps.accept(DemoStep.termsAreAccepted)
    }
}
