import RxFlow

/// A screen's view model: the test emits steps on its relay, from the main actor or from
/// a background thread.
final class ScreenStepper: Stepper {
    let steps = PublishRelay<any Step>()
}

/// A flow's own stepper: its first step, then whatever the test emits on it.
final class FlowStepper: Stepper {
    let steps = PublishRelay<any Step>()
    let initialStep: any Step

    init(initialStep: NavStep) {
        self.initialStep = initialStep
    }
}
