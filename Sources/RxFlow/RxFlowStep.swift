/// Steps that RxFlow itself emits. `Codable`, and always restorable: a flow started with a
/// `DefaultStepper` comes back from a `NavigationSnapshot` without listing this type.
public enum RxFlowStep: Step, Equatable, Codable {
    /// The initial step of a `DefaultStepper`.
    case home
}
