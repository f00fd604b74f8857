import RxFlow

/// A view model that is not a class, boxed so that a route keeps every view model as a
/// reference (`FlowRoute`'s storage); the route hands out the boxed value, never the box.
@MainActor
@usableFromInline
final class ValueStepperBox: Stepper {
    let stepper: any Stepper

    private init(_ stepper: any Stepper) {
        self.stepper = stepper
    }

    /// `stepper` itself if it is a class instance, else a box holding it.
    @usableFromInline
    static func reference(to stepper: any Stepper) -> any AnyObject & Stepper {
        (stepper as? any AnyObject & Stepper) ?? ValueStepperBox(stepper)
    }

    @usableFromInline var steps: PublishRelay<any Step> { stepper.steps }
    @usableFromInline var initialStep: any Step { stepper.initialStep }
    @usableFromInline func readyToEmitSteps() { stepper.readyToEmitSteps() }
}
