/// Steps that RxFlow itself emits.
public enum RxFlowStep: Step, Equatable {
    /// The initial step of a `DefaultStepper`.
    case home
}
