import CustomDump
@_spi(RxFlowInternals) import RxFlow

/// One navigation: a flow of a given type navigated to a step (after `adapt(step:)`), as
/// `NavigationEvent.didNavigate` reports it. What `FlowTestStore.receive` expects.
///
/// Two navigations are equal when their flows have the same type and their steps are the
/// same: equal if the step type is `Equatable`, otherwise of the same type and printed the
/// same (steps such as the README's `DemoStep` are plain enums, rarely `Equatable`); two
/// instances of a class are the same step if they are one, or if their properties are.
public struct FlowNavigation: Sendable, Equatable, CustomStringConvertible, CustomDumpReflectable {
    /// The identity of the flow's type.
    public let flowType: ObjectIdentifier
    /// The flow type's name as `FlowID.typeName` gives it: without its module, nested types
    /// with their outer names (`WatchedFlow`, `Outer.InnerFlow`).
    public let flowName: String
    /// The step the flow navigated to.
    public let step: any Step

    /// A navigation of a flow of type `flowType` to `step`.
    public init<F: Flow>(_ flowType: F.Type, _ step: any Step) {
        self.flowType = ObjectIdentifier(flowType)
        self.flowName = TypeName.of(flowType)
        self.step = step
    }

    /// The navigation a `didNavigate` event reports.
    init(flow: FlowID, step: any Step) {
        self.flowType = flow.type
        self.flowName = flow.typeName
        self.step = step
    }

    /// `WatchedFlow → movieIsPicked(withId: 1)`.
    public var description: String { "\(flowName) → \(step)" }

    /// The flow type and the step, for CustomDump's dumps and diffs.
    public var customDumpMirror: Mirror {
        Mirror(self, children: ["flow": TypeDump(name: flowName), "step": StepDump(step: step)], displayStyle: .struct)
    }

    /// Same flow type and same step.
    public static func == (lhs: FlowNavigation, rhs: FlowNavigation) -> Bool {
        lhs.flowType == rhs.flowType && StepEquality.same(lhs.step, rhs.step)
    }
}
