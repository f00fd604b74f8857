/// The step that means "nothing to navigate": the coordinator never navigates it.
public struct NoneStep: Step, Equatable {
    /// Creates the step that is never navigated.
    public init() {}
}
