/// Drives a flow (RxFlow 2.x's `FlowCoordinator`, synchronous and without child flows).
public final class FlowCoordinator {
    private var flow: Flow?

    /// A coordinator without a flow.
    public init() {}

    /// Navigates `stepper`'s steps in `flow`, its initial step first.
    public func coordinate(flow: Flow, with stepper: Stepper) {
        self.flow = flow
        listen(to: stepper)
    }

    /// Navigates `step` in the coordinated flow: a deep link.
    public func navigate(to step: Step) {
        guard let flow, !(step is NoneStep) else { return }
        switch flow.navigate(to: step) {
        case .none:
            break
        case .one(.contribute(_, let stepper)):
            listen(to: stepper)
        case .end:
            self.flow = nil
        }
    }

    private func listen(to stepper: Stepper) {
        stepper.steps.observe { [weak self] step in self?.navigate(to: step) }
        navigate(to: stepper.initialStep)
    }
}
