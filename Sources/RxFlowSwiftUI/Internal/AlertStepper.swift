import RxFlow

/// The stepper of an alert's or a confirmation dialog's buttons: the route's view model,
/// which sends the step of the button the user picked.
@MainActor
final class AlertStepper: Stepper {
    let steps = PublishRelay<any Step>()
}
