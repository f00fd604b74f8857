/// What a restoration did: how many of the snapshot's navigations the flows replayed, where
/// it stopped if it did not reach the end, and the presentables whose state was not applied.
///
/// Types are named as the snapshot names them, with their module (`MoviesDemo.WatchedFlow`,
/// `RxFlowHeadless.NavigationController`): the name to look for in the snapshot, and never
/// two types of the same name in two modules taken for one another.
public struct RestorationReport: Hashable, Sendable, CustomStringConvertible {
    /// The navigations in the snapshot.
    public let navigationsInSnapshot: Int
    /// The navigations the flows replayed.
    public let navigationsReplayed: Int
    /// Where and why the replay stopped early, or nil if it replayed every navigation.
    public let stop: RestorationStop?
    /// The type names of the restorable presentables whose state could not be applied: the
    /// state no longer reads as their type, or their `restore(_:)` returned false. When the
    /// replay stopped, a presentable of a flow it stopped short of navigating again is not
    /// named for refusing its state (a stack deeper than what was rebuilt): ``stop`` says why.
    /// That holds for a presentable several flows share, such as a parent's stack a child flow
    /// pushes on, when one of them stopped short: whether the stack is the child's root, or
    /// holds the child's screens (`RestorablePresentable.restorationStateCounts(_:)`).
    public let statesNotApplied: [String]

    /// True when the tree is the one the snapshot was taken of.
    public var isComplete: Bool { stop == nil && statesNotApplied.isEmpty }

    /// True when nothing of the snapshot was replayed, so the root flow started afresh, with
    /// its stepper's initial step, as on a first launch: the snapshot has no navigation (it was
    /// taken before the first one was navigated; ``isComplete`` is true then), or the replay
    /// stopped at the first one (``stop`` says why).
    public var startedAfresh: Bool { navigationsReplayed == 0 }

    /// One line that says what was restored.
    public var description: String {
        var text =
            navigationsInSnapshot == 0
            ? "nothing to restore (the snapshot has no navigation)"
            : "restored \(navigationsReplayed) of \(navigationsInSnapshot) navigations"
        if let stop { text += "; stopped at \(stop)" }
        if !statesNotApplied.isEmpty { text += "; state not applied to \(statesNotApplied.joined(separator: ", "))" }
        if startedAfresh { text += "; started afresh" }
        return text
    }
}
