/// Which flow an event is about: its type, and the identity of the instance.
///
/// A value (it can be stored, compared, printed and sent across threads); it does not keep
/// the flow alive. Two runs of the same flow instance have the same `FlowID`.
public struct FlowID: Sendable, Hashable, CustomStringConvertible {
    // A metatype is an immutable reference to type metadata, safe to read from any thread;
    // the type name is made from it only when asked for (the push path makes `FlowID`s).
    nonisolated(unsafe) private let metatype: any Flow.Type
    /// The identity of the flow instance (unique while the flow lives).
    public let instance: ObjectIdentifier

    /// The identity of `flow`.
    @MainActor
    public init(_ flow: any Flow) {
        metatype = Swift.type(of: flow)
        instance = ObjectIdentifier(flow)
    }

    /// The identity of the flow's type.
    public var type: ObjectIdentifier { ObjectIdentifier(metatype) }

    /// The flow's type name as the app writes it, without its module: `WatchedFlow`, and
    /// `Outer.InnerFlow` for a type nested in another.
    public var typeName: String { TypeName.of(metatype) }

    /// True if the flow is a `flowType` (exactly that type).
    public func `is`<F: Flow>(_ flowType: F.Type) -> Bool {
        type == ObjectIdentifier(flowType)
    }

    /// The type name.
    public var description: String { typeName }

    /// Same type, same instance.
    public static func == (lhs: FlowID, rhs: FlowID) -> Bool {
        lhs.instance == rhs.instance && lhs.type == rhs.type
    }

    /// Hashes the type and the instance.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(instance)
    }
}
