/// Lets the coordinator learn whether a flow uses the default `adapt(step:)`: the
/// default records the flow that called it.
///
/// The answer is a property of the flow's type (its conformance's witness for `adapt`
/// never changes, and subclasses inherit it), so it is learnt on the first step of
/// the first flow of each type and remembered per type.
@MainActor
enum DefaultAdaptProbe {
    static var lastCaller: ObjectIdentifier?
    private static var usesDefaultByType: [ObjectIdentifier: Bool] = [:]

    /// Whether flows of `flow`'s type use the default `adapt`, if known yet.
    static func usesDefault(_ flow: any Flow) -> Bool? {
        usesDefaultByType[ObjectIdentifier(type(of: flow))]
    }

    /// Records what the first `adapt` call of `flow`'s type revealed.
    static func record(_ flow: any Flow, usesDefault: Bool) {
        usesDefaultByType[ObjectIdentifier(type(of: flow))] = usesDefault
    }
}
