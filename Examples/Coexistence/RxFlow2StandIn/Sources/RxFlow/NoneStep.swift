/// No step.
public struct NoneStep: Step {
    /// No step.
    public init() {}
}
