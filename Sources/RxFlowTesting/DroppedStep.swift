import CustomDump
@_spi(RxFlowInternals) import RxFlow

/// A step the engine did not navigate, and why, as `NavigationEvent.stepDropped` reports it.
/// What `FlowTestStore.receiveDrop` expects.
public struct DroppedStep: Sendable, Equatable, CustomStringConvertible, CustomDumpReflectable {
    /// The step that was not navigated.
    public let step: any Step
    /// Why it was not navigated.
    public let reason: StepDropReason
    /// The type name of the flow it was meant for, if known.
    public let flowName: String?
    /// What emitted it (a presentable and its stepper, a deep link, a forward), if known.
    public let source: String?

    /// A drop of `step` for `reason` (what a test expects: the flow and source are not
    /// compared).
    public init(_ step: any Step, reason: StepDropReason) {
        self.init(step: step, reason: reason, flowName: nil, source: nil)
    }

    init(step: any Step, reason: StepDropReason, flowName: String?, source: String?) {
        self.step = step
        self.reason = reason
        self.flowName = flowName
        self.source = source
    }

    /// `movieIsPicked(withId: 2) in WatchedFlow from …, its presentable is not visible`.
    public var description: String {
        "\(step)" + (flowName.map { " in \($0)" } ?? "") + (source.map { " from \($0)" } ?? "") + ", \(reason)"
    }

    /// The step and the reason, for CustomDump's dumps and diffs.
    public var customDumpMirror: Mirror {
        Mirror(self, children: ["step": StepDump(step: step), "reason": "\(reason)"], displayStyle: .struct)
    }

    /// Same step and same reason (the flow and the source are details for the report).
    public static func == (lhs: DroppedStep, rhs: DroppedStep) -> Bool {
        lhs.reason == rhs.reason && StepEquality.same(lhs.step, rhs.step)
    }
}
