import RxFlow

/// The stepper of a split view's sidebar selection: it sends the step the app made of each
/// selection the user writes.
@MainActor
final class SelectionStepper: Stepper {
    let steps = PublishRelay<any Step>()
}
