import Foundation

/// What a tree that can be restored keeps of its navigations: each node's journal lists
/// the navigations whose contributors are still there (see `JournalEntry`); this is what
/// the nodes share while one navigation runs. Made only for a coordinator given a
/// `NavigationRestoration`: without one, a navigation keeps nothing.
@MainActor
final class NavigationJournal {
    let codec: StepCodec
    /// Counts navigations, to order them across the tree.
    private var nextOrder = 0
    /// The navigation being applied: contributors add themselves to it.
    private(set) var current: JournalEntry?
    /// True while a restoration gives the restorable presentables their state: what a state
    /// takes away (a navigation controller popped to its depth) is what a navigation took away
    /// in the tree the snapshot was taken of, or what the snapshot did not record as gone, so
    /// it is not recorded as the user's doing either.
    var isApplyingStates = false
    /// The last navigation that ran, for a replay to check.
    private var last: JournalEntry?
    /// The step `adapt(step:)` was given, when the navigation runs what it gave (the step a
    /// restoration replays through `adapt` again).
    private var adaptedFrom: (any Step)?

    init(codec: StepCodec) {
        self.codec = codec
    }

    /// How many navigations have begun: a contribution that ends now ended before the
    /// navigation of this order.
    var navigationCount: Int { nextOrder }

    /// A navigation of `step` starts: what it contributes is recorded in the entry returned.
    func begin(navigating step: any Step) -> JournalEntry {
        let entry = JournalEntry(step: adaptedFrom.take() ?? step, order: nextOrder)
        nextOrder += 1
        current = entry
        last = entry
        return entry
    }

    /// The navigation's contributors have all been applied.
    func end(_ entry: JournalEntry) {
        if current === entry { current = nil }
    }

    /// `step` goes through `adapt(step:)`; the navigation that follows at once, if any,
    /// records it instead of what `adapt` gave.
    func adapting(_ step: any Step) {
        adaptedFrom = step
    }

    /// The adaptation is over (navigated or not).
    func adaptationDone() {
        adaptedFrom = nil
    }

    /// The entry of the last navigation since the previous call, if one ran.
    func takeLast() -> JournalEntry? {
        last.take()
    }

    // MARK: - Spent navigations held

    /// A spent entry kept in its node's journal (see `FlowNode.settleTakenAway(by:)`): while
    /// the navigation that took its last contributions away is kept, and so is one of the
    /// navigations made between the two (`witnesses`, those kept when the later one was over:
    /// none can be made between them since).
    struct Hold {
        let entry: JournalEntry
        /// The node whose journal holds `entry` (not kept alive by the hold).
        let node: BackReference<FlowNode>
        let takenBy: JournalEntry
        var witnesses: [JournalEntry]
    }

    /// The spent entries held, in no particular order (few: most navigations take nothing
    /// away, or what they take is not all a navigation kept made).
    private var holds: [Hold] = []

    func hold(_ hold: Hold) {
        holds.append(hold)
    }

    /// A hold whose reason has gone (the navigation that took its entry's contributions away,
    /// or every one made between the two, has left the journals; or the entry itself, its flow
    /// ended), removed from the holds: its entry is to leave its journal now. Nil when every
    /// hold still has its reason. Witnesses that have left are let go of on the way.
    func takeHoldWithoutReason() -> Hold? {
        guard !holds.isEmpty else { return nil }
        for index in holds.indices {
            holds[index].witnesses.removeAll { !$0.isKept }
            let hold = holds[index]
            if !hold.entry.isKept || !hold.takenBy.isKept || hold.witnesses.isEmpty {
                return holds.remove(at: index)
            }
        }
        return nil
    }

    /// The tree closed: the journal lets go of its entries. An entry holds the child flows
    /// its navigation started, and they hold the tree: kept, the last one would keep the
    /// whole tree alive after its coordinator went (when no navigation ran after one that
    /// started a child flow: its first step still in `adapt(step:)`, or none yet).
    func close() {
        current = nil
        last = nil
        adaptedFrom = nil
        holds = []
    }
}

/// One navigation whose contributors are still there, in part, or the first navigation of
/// its flow, or one spent but held for a later navigation that read what it made (see
/// `FlowNode.settleTakenAway(by:)`): the step navigated and, position by position, what each
/// contributor made.
@MainActor
final class JournalEntry {
    enum Item {
        case contribution(Contribution)
        case child(FlowNode)
        /// A contribution of a `DismissiblePresentable` that has ended since, before the
        /// navigation of order `endedBefore`, taken away between navigations (as the user
        /// takes a screen away: `takenBy` is nil) or by the navigation of order `takenBy`. A
        /// restoration takes it away again then, unless the navigation that took it away is
        /// replayed too (it takes it away itself).
        case ended(any Presentable.Type, endedBefore: Int, takenBy: Int?)
        /// A forward, a contributor refused, or one that has gone since (a child flow, a
        /// presentable code cannot take away).
        case none
    }

    let step: any Step
    let order: Int
    private(set) var items: [Item] = []
    private(set) var liveCount = 0
    /// How many contributions and child flows it made.
    private var madeCount = 0
    /// The first navigation of its flow.
    var isFirstOfItsFlow = false

    /// True when nothing of the navigation is left to replay: what it made has gone. A flow's
    /// first navigation that made nothing stays while the flow runs: it set the flow up (its
    /// root's content, a window's root), and nothing tells when that is undone. One that made
    /// something is spent like any other (an onboarding flow it started has ended: restoring
    /// must not start it again).
    var isSpent: Bool { liveCount == 0 && !(isFirstOfItsFlow && madeCount == 0) }

    // The three below are read and written on the main actor, never while another access to
    // them is open: unchecked, as they are on the path of every navigation a journal records
    // (a run-time check per access otherwise, about 75 instructions a navigation).

    /// The navigation that took the last contribution away (nil: between navigations, or the
    /// last to go was not a `DismissiblePresentable`'s): what decides whether a spent entry
    /// may stay, held by that navigation (see `FlowNode.settleTakenAway(by:)`).
    @exclusivity(unchecked) private(set) var lastTakenBy: Int?
    /// The entries this navigation spent while it ran (it took their last contributions
    /// away), with the node whose journal holds each: decided once it is over.
    @exclusivity(unchecked) var spentWhileRunning: [(entry: JournalEntry, node: FlowNode)] = []
    /// True while a node's journal holds the entry (a snapshot writes it).
    @exclusivity(unchecked) var isKept = false

    /// Contributions a restoration could not take away when its snapshot said they went.
    private var expectedEnds: [(contribution: Contribution, endedBefore: Int)] = []
    /// The step as snapshots write it, written for the first snapshot that holds the entry:
    /// the step never changes, and an app may take a snapshot at every scene change.
    private var record: StepRecord?

    init(step: any Step, order: Int) {
        self.step = step
        self.order = order
    }

    /// The step as a snapshot writes it, with `encoder` the first time.
    func stepRecord(_ codec: StepCodec, _ encoder: JSONEncoder) -> StepRecord {
        if let record { return record }
        let written = codec.record(step, encoder: encoder)
        record = written
        return written
    }

    /// The next contributor made `item`.
    func add(_ item: Item) {
        items.append(item)
        switch item {
        case .none, .ended: return
        case .contribution, .child: break
        }
        liveCount += 1
        madeCount += 1
    }

    /// `contribution` has ended, before the navigation of order `endedBefore` (nil: while a
    /// restoration gives the presentables their state), taken away by the navigation of order
    /// `takenBy` (nil: between navigations); returns true if the entry holds it.
    func remove(_ contribution: Contribution, endedBefore: Int?, takenBy: Int?) -> Bool {
        guard
            let index = items.firstIndex(where: {
                if case .contribution(let held) = $0 { return held === contribution }
                return false
            })
        else { return false }
        if let expected = expectedEnds.firstIndex(where: { $0.contribution === contribution }) {
            // A restoration could not take it away when the snapshot said it had gone: it
            // went later, but the tree is the one whose snapshot says so.
            let ended = expectedEnds.remove(at: expected)
            return end(at: index, type: contribution.presentableType, endedBefore: ended.endedBefore, takenBy: nil)
        }
        return end(at: index, type: contribution.presentableType, endedBefore: endedBefore, takenBy: takenBy)
    }

    /// A restoration could not take `contribution` away before the navigation of order
    /// `endedBefore`, as its snapshot said it went: when it ends, it is recorded as gone then.
    func expectEnd(of contribution: Contribution, before endedBefore: Int) {
        expectedEnds.append((contribution, endedBefore))
    }

    private func end(at index: Int, type: any Presentable.Type, endedBefore: Int?, takenBy: Int?) -> Bool {
        if let endedBefore, type is any DismissiblePresentable.Type {
            return release(at: index, as: .ended(type, endedBefore: endedBefore, takenBy: takenBy))
        }
        return release(at: index, as: .none)
    }

    /// The contributor at `index` has gone: `item` is what the entry keeps of it.
    private func release(at index: Int, as item: Item) -> Bool {
        items[index] = item
        if case .ended(_, _, let takenBy) = item { lastTakenBy = takenBy } else { lastTakenBy = nil }
        liveCount -= 1
        return true
    }

    /// `child` has ended; returns true if the entry holds it.
    func remove(_ child: FlowNode) -> Bool {
        guard
            let index = items.firstIndex(where: {
                if case .child(let held) = $0 { return held === child }
                return false
            })
        else { return false }
        return release(at: index, as: .none)
    }
}
