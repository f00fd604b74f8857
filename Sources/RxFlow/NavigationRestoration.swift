/// What a coordinator needs to snapshot its navigation and to restore it: the step types
/// that may be written into a snapshot and read back.
///
/// Steps opt in by being `Codable` and listed here; RxFlow's own `RxFlowStep` (what a
/// `DefaultStepper` emits) always is. A navigation made with a step that is not listed is
/// kept in the snapshot by name only: restoring stops there, and the report says so.
///
/// ```swift
/// let coordinator = FlowCoordinator(restoration: NavigationRestoration(steps: DemoStep.self))
/// ```
public struct NavigationRestoration: Sendable {
    let codec: StepCodec

    /// Lets `steps` be written into snapshots and read back.
    public init(steps: any (Step & Codable).Type...) {
        codec = StepCodec(types: steps)
    }

    /// Lets `steps` be written into snapshots and read back.
    public init(steps: [any (Step & Codable).Type]) {
        codec = StepCodec(types: steps)
    }
}
