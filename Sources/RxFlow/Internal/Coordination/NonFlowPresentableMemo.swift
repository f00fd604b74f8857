/// The presentable types last found not to be flows, learnt per type.
///
/// Every contributed presentable is asked `as? any Flow` (a child flow starts a node, a
/// screen a contribution). That cast is a conformance look-up in the runtime's cache, the
/// costliest single part of contributing a screen; screens of the same type are pushed
/// again and again, and a type's conformances do not change, so a type found not to be a
/// flow is not asked again while it is one of the last two seen. Only negative answers are
/// kept: a flow still needs the cast, which makes the `any Flow` value.
@MainActor
enum NonFlowPresentableMemo {
    // Unchecked for exclusivity (a run-time check per contributed presentable): main-actor
    // state, read and written in one expression.
    @exclusivity(unchecked) private static var latest: ObjectIdentifier?
    @exclusivity(unchecked) private static var previous: ObjectIdentifier?

    /// `presentable` as a flow, or nil for a presentable that is not one.
    static func flow(_ presentable: any Presentable) -> (any Flow)? {
        let type = ObjectIdentifier(Swift.type(of: presentable))
        if type == latest || type == previous { return nil }
        if let flow = presentable as? any Flow { return flow }
        previous = latest
        latest = type
        return nil
    }
}
