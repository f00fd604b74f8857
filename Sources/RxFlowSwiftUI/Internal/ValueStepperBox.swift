import RxFlow

/// A view model that is not a class, boxed so that a route keeps every view model as a
/// reference (`FlowRoute`'s storage); the route hands out the boxed value, never the box.
@MainActor
@usableFromInline
final class ValueStepperBox: Stepper {
    @usableFromInline let stepper: any Stepper

    @usableFromInline
    init(_ stepper: any Stepper) {
        self.stepper = stepper
    }

    /// `stepper` itself if it is a class instance, else a box holding it.
    ///
    /// Inlinable: where the view model's type is known (`route.viewModel = MovieViewModel()`),
    /// the compiler resolves the cast, which is otherwise a run-time conformance lookup.
    @inlinable
    static func reference(to stepper: any Stepper) -> any AnyObject & Stepper {
        (stepper as? any AnyObject & Stepper) ?? ValueStepperBox(stepper)
    }

    @usableFromInline var steps: PublishRelay<any Step> { stepper.steps }
    @usableFromInline var initialStep: any Step { stepper.initialStep }
    @usableFromInline func readyToEmitSteps() { stepper.readyToEmitSteps() }
}
