/// Which flow types declare their own `rxDismissed`, learnt once per type.
///
/// A memo of a fact about the type, as `DefaultAdaptationMemo` is: a conformance's witness
/// for `rxDismissed` never changes, so the answer learnt from one flow holds for every flow
/// of the same dynamic type. Flows that keep the default (almost all) are then watched
/// through their root's state exactly as before, for the price of one comparison.
@MainActor
enum FlowDismissalMemo {
    // Unchecked for exclusivity (a run-time check when every flow starts): main-actor state,
    // read and written in one expression.
    @exclusivity(unchecked) private static var declaresOwnByType: [ObjectIdentifier: Bool] = [:]

    // The last answer looked up: a flow type opened again and again (a child flow) is then
    // known without hashing.
    @exclusivity(unchecked) private static var lastAnswer: (type: ObjectIdentifier, declaresOwn: Bool)?

    /// Whether flows of `flow`'s type declare their own `rxDismissed`, if known yet.
    static func declaresOwnDismissal(_ flow: any Flow) -> Bool? {
        let type = ObjectIdentifier(Swift.type(of: flow))
        if let lastAnswer, lastAnswer.type == type { return lastAnswer.declaresOwn }
        guard let declaresOwn = declaresOwnByType[type] else { return nil }
        lastAnswer = (type, declaresOwn)
        return declaresOwn
    }

    /// Records what watching a flow of `flow`'s type revealed.
    static func record(_ flow: any Flow, declaresOwn: Bool) {
        let type = ObjectIdentifier(Swift.type(of: flow))
        declaresOwnByType[type] = declaresOwn
        lastAnswer = (type, declaresOwn)
    }
}
