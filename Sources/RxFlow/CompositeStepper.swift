/// Merges several steppers into one: their initial steps first, in order, then all their steps.
@MainActor
open class CompositeStepper: Stepper {
    /// The merged steps.
    public let steps = PublishRelay<any Step>()
    private let innerSteppers: [any Stepper]
    private var forwarding: [AnyCancellable] = []

    /// Creates a stepper that merges `steppers`.
    public init(steppers: [any Stepper]) {
        self.innerSteppers = steppers
    }

    /// Starts forwarding: the inner steppers' initial steps, in order, then everything
    /// they emit. Calling it again does nothing.
    open func readyToEmitSteps() {
        guard forwarding.isEmpty else { return }
        let relay = steps
        // `@Sendable` makes the closure non-isolated: formed in this main-actor class without
        // it, Swift 6 would isolate it to the main actor and trap when an inner stepper
        // emits from another thread (`ThreadedEmissionTests` feeds it from eight threads).
        forwarding = innerSteppers.map { inner in inner.steps.sink { @Sendable step in relay.accept(step) } }
        for inner in innerSteppers where !(inner.initialStep is NoneStep) {
            relay.accept(inner.initialStep)
        }
        for inner in innerSteppers { inner.readyToEmitSteps() }
    }
}
