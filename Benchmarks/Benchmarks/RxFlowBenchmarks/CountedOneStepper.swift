import RxFlow
import Synchronization

/// RxFlow's `OneStepper`, counted in `LiveObjects.steppers`.
final class CountedOneStepper: OneStepper {
    /// Creates a stepper whose only step is `singleStep`.
    override init(withSingleStep singleStep: any Step) {
        LiveObjects.steppers.add(1, ordering: .relaxed)
        super.init(withSingleStep: singleStep)
    }

    deinit {
        LiveObjects.steppers.subtract(1, ordering: .relaxed)
    }
}
