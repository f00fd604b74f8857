import RxFlow
import Synchronization

/// A view model that emits whatever it is told to, through a long-lived `PublishRelay`.
final class RelayStepper: Stepper {
    /// The relay the benchmark accepts steps on.
    let steps = PublishRelay<any Step>()

    /// Creates a stepper with no initial step.
    init() {
        LiveObjects.steppers.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.steppers.subtract(1, ordering: .relaxed)
    }
}
