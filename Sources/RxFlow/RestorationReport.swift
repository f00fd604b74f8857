/// What a restoration did: how many of the snapshot's navigations the flows replayed, where
/// it stopped if it did not reach the end, and the presentables whose state was not applied.
public struct RestorationReport: Hashable, Sendable, CustomStringConvertible {
    /// The navigations in the snapshot.
    public let navigationsInSnapshot: Int
    /// The navigations the flows replayed.
    public let navigationsReplayed: Int
    /// Where and why the replay stopped early, or nil if it replayed every navigation.
    public let stop: RestorationStop?
    /// The type names of the restorable presentables whose state could not be applied
    /// (their `restore(_:)` returned false, or the state no longer reads as their type).
    public let statesNotApplied: [String]

    /// True when the tree is the one the snapshot was taken of.
    public var isComplete: Bool { stop == nil && statesNotApplied.isEmpty }

    /// One line that says what was restored.
    public var description: String {
        var text = "restored \(navigationsReplayed) of \(navigationsInSnapshot) navigations"
        if let stop { text += "; stopped at \(stop)" }
        if !statesNotApplied.isEmpty { text += "; state not applied to \(statesNotApplied.joined(separator: ", "))" }
        return text
    }
}
