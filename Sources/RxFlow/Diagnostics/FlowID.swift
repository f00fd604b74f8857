/// Which flow an event is about: its type, and the identity of the instance.
///
/// A value (it can be stored, compared, printed and sent across threads); it does not keep
/// the flow alive. Two runs of the same flow instance have the same `FlowID`.
public struct FlowID: Sendable, Hashable, CustomStringConvertible {
    /// The flow's type name, as `String(describing:)` prints it (`WatchedFlow`).
    public let typeName: String
    /// The identity of the flow's type.
    public let type: ObjectIdentifier
    /// The identity of the flow instance (unique while the flow lives).
    public let instance: ObjectIdentifier

    /// The identity of `flow`.
    @MainActor
    public init(_ flow: any Flow) {
        let flowType = Swift.type(of: flow)
        typeName = String(describing: flowType)
        type = ObjectIdentifier(flowType)
        instance = ObjectIdentifier(flow)
    }

    /// True if the flow is a `flowType` (exactly that type).
    public func `is`<F: Flow>(_ flowType: F.Type) -> Bool {
        type == ObjectIdentifier(flowType)
    }

    /// The type name.
    public var description: String { typeName }
}
