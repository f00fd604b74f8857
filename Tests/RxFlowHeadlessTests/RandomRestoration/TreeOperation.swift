import PropertyBased

/// One generated operation on the tree, kept abstract (numbers, not screens) so that any
/// shrunk list still makes sense: `pick` chooses among what exists when it runs.
struct TreeOperation: Sendable, CustomStringConvertible {
    /// Whether a screen's view model may ask for two screens pushed in one navigation
    /// (`pushPair`): a screen taken away from such a pair (by the user, or by a navigation that
    /// leaves the snapshot, as a pop) is taken away again by the replay when it went.
    static let multiScreenNavigations = true

    enum Kind: Sendable, Equatable {
        /// A visible screen's view model asks its flow for a push, a pop, a modal, a child
        /// flow (presented, or pushing on the flow's own stack), or (in a presented child stack
        /// or one sharing its parent's) the end of its flow.
        case push, pushPair, pop, present, openChild, openSharedChild, endChild
        /// The user goes back on a navigation stack whose top is visible.
        case userBack
        /// The user selects a tab of a visible tab bar.
        case selectTab
        /// The user swipes away the top-most presented screen.
        case userDismiss
        /// `coordinator.navigate(to:)`: a stack flow of the tree pushes a screen.
        case deepLink
    }

    /// Smaller is simpler: shrinking moves towards plain pushes.
    let kindCode: Int
    let pick: Int
    let detail: Int

    static let generator = zip(Gen.int(in: 0...99), Gen.int(in: 0...1023), Gen.int(in: 0...15))
        .map { TreeOperation(kindCode: $0, pick: $1, detail: $2) }

    var kind: Kind {
        switch kindCode {
        case ..<17: .push
        case ..<22: Self.multiScreenNavigations ? .pushPair : .push
        case ..<30: .pop
        case ..<38: .userBack
        case ..<48: .selectTab
        case ..<58: .present
        case ..<68: .userDismiss
        case ..<75: .openChild
        case ..<80: .openSharedChild
        case ..<88: .endChild
        default: .deepLink
        }
    }

    var description: String {
        switch kind {
        case .selectTab: "selectTab(pick \(pick), index \(detail))"
        case .present, .openChild, .openSharedChild: "\(kind)(pick \(pick), detail \(detail))"
        default: "\(kind)(pick \(pick))"
        }
    }
}
