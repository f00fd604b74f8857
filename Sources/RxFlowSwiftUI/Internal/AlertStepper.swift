import RxFlow

/// The stepper of an alert's or a confirmation dialog's buttons: the route's view model,
/// which sends the step of the button the user picked.
@MainActor
@usableFromInline
final class AlertStepper: Stepper {
    @usableFromInline let steps = PublishRelay<any Step>()
}
