import RxFlow

/// An alert with a single OK button.
@MainActor
final class AlertViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func acknowledge() { steps.accept(DemoStep.alertIsDismissed) }
}
