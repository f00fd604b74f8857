/// Which flow types use the default `adapt(step:)`, learnt once per type.
///
/// A memo of a fact about the type, not shared state: a conformance's witness for `adapt`
/// never changes and subclasses inherit it, so the answer learnt from one flow holds for
/// every flow of the same dynamic type. It lets a new node (a child flow opened again and
/// again) skip even its first `adapt` call.
@MainActor
enum DefaultAdaptationMemo {
    // Unchecked for exclusivity (a run-time check when every flow starts): main-actor state,
    // read and written in one expression.
    @exclusivity(unchecked) private static var usesDefaultByType: [ObjectIdentifier: Bool] = [:]

    // The last answer looked up: a flow type opened again and again (a child flow) is then
    // known without hashing.
    @exclusivity(unchecked) private static var lastAnswer: (type: ObjectIdentifier, usesDefault: Bool)?

    /// Whether flows of `flow`'s type use the default `adapt`, if known yet.
    static func usesDefault(_ flow: any Flow) -> Bool? {
        let type = ObjectIdentifier(Swift.type(of: flow))
        if let lastAnswer, lastAnswer.type == type { return lastAnswer.usesDefault }
        guard let usesDefault = usesDefaultByType[type] else { return nil }
        lastAnswer = (type, usesDefault)
        return usesDefault
    }

    /// Records what the first adaptation of a flow of `flow`'s type revealed.
    static func record(_ flow: any Flow, usesDefault: Bool) {
        usesDefaultByType[ObjectIdentifier(type(of: flow))] = usesDefault
    }
}
