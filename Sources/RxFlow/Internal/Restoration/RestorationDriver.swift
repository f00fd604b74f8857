/// Replays a snapshot into a tree whose root flow has just started: asks each flow to
/// navigate its steps again, in order, checks that they make what the snapshot has, takes
/// away what the user had taken away when they had, then gives the restorable presentables
/// their state.
///
/// A contribution the snapshot says is gone (a `DismissiblePresentable` popped or dismissed
/// since) is taken away again before the first navigation that was made after it went, so
/// that this navigation finds what it found then; one that went after the last is taken
/// away at the end, before the states are applied. A child flow that ended is not ended by
/// the replay (it can end only from within): if its navigation also made something that
/// stayed, the child flow is started again and only a container's state takes its root away
/// at the end. So is a presentable code cannot take away, or one that refuses to go (the
/// container's state is then what takes it away).
///
/// A contribution the snapshot says a later navigation of the snapshot took away (a deep link
/// that replaced it, or all a held navigation made: see `FlowNode.settleTakenAway(by:)`) is
/// made again with its navigation and left to that navigation, which takes it away again when
/// replayed. If it no longer does (an update changed it), the replay stops there, as when a
/// navigation makes something else: that navigation ran, and nothing after it is replayed.
/// Taking the contribution away in the navigation's place would hide that the navigation now
/// reads and leaves another tree than the one saved (what it kept and made could depend on
/// it); leaving it without a word would restore a screen the user no longer had as complete.
@MainActor
struct RestorationDriver {
    let codec: StepCodec

    /// A presentable made again, with the state to give it and the key of the flow record
    /// whose navigation (or root) it is.
    private typealias HeldState = (presentable: any Presentable, state: String, flowKey: Int)

    func replay(_ record: FlowRecord, into root: FlowNode) -> RestorationReport {
        var replay = RestorationReplay(root: record)
        let steps = codec.steps(from: replay.stepRecords)
        // By record key: keys are `0..<flowCount`, given in the order the plan meets them.
        var nodes = [FlowNode?](repeating: nil, count: replay.flowCount)
        nodes[0] = root
        var states: [HeldState] = []
        var removals: [Removal] = []
        var takenAway: [TakenAway] = []
        var names = TypeNames()
        // A local copy, whose navigations are lent to `navigate` rather than copied.
        let plan = replay.plan
        while case .replay(let position) = replay.nextAction() {
            if !removals.isEmpty { Self.takeAway(&removals, before: plan[position].navigation.order) }
            // What the navigation made is kept only if it made what the snapshot has.
            let kept = (states: states.count, removals: removals.count)
            var made: JournalEntry?
            var reason = navigate(
                plan, at: position, step: steps[position], nodes: &nodes, states: &states, removals: &removals,
                takenAway: &takenAway, names: &names, made: &made)
            if reason == nil, !takenAway.isEmpty {
                reason = Self.leftInPlace(&takenAway, by: plan[position].navigation.order, names: &names)
            }
            // (`takenAway` is not rolled back on a stop: nothing after it is replayed to check.)
            if let reason {
                states.removeSubrange(kept.states...)
                removals.removeSubrange(kept.removals...)
                let firstChild = plan[position].firstChildKey
                for key in firstChild..<firstChild + plan[position].navigation.children.count { nodes[key] = nil }
                // The navigation ran, but made something else: the child flows it started
                // have no record to replay, and without their initial steps would stay
                // empty (a tab bar waiting for them forever): they start afresh.
                for case .child(let child) in made?.items ?? [] where child.isRunning {
                    root.tree.replayDidNotReach(child)
                }
                replay.stopped(because: reason)
            } else {
                replay.replayed()
            }
        }
        if !removals.isEmpty { Self.takeAway(&removals, before: nil) }
        for key in replay.flowsNotReached {
            if let node = nodes[key] { root.tree.replayDidNotReach(node) }
        }
        let journal = root.tree.journal
        journal?.isApplyingStates = true
        defer { journal?.isApplyingStates = false }
        // The roots' states first, by key, then the contributions', in the order they were made.
        var held: [HeldState] = []
        held.reserveCapacity(replay.rootStates.count + states.count)
        for (key, state) in replay.rootStates {
            if let flow = nodes[key]?.flow { held.append((flow.root, state, key)) }
        }
        held += states
        // A refusal the stop explains (a stack deeper than what was rebuilt) is reported once,
        // with the stop; a state that no longer reads is a problem of its own.
        var explained = StopExplainedRefusals(stoppedShort: replay.flowsStoppedShort, nodes: nodes)
        if explained.replayStopped {
            for item in held { explained.noteState(of: item.presentable, keptBy: item.flowKey) }
        }
        // A flow's root may also be one of its contributions (a navigation controller
        // contributed with a stepper of its own), or another flow's root: its state, kept
        // more than once, is applied once.
        var applied = ObjectIdentifierSet(expectedCount: held.count)
        var statesNotApplied: [String] = []
        for item in held where applied.insert(ObjectIdentifier(item.presentable)) {
            switch PresentableStateCodec.apply(item.state, to: item.presentable) {
            case .applied: continue
            case .refused where explained.explain(item.presentable): continue
            case .refused, .unreadable: statesNotApplied.append(StepCodec.name(of: type(of: item.presentable)))
            }
        }
        return RestorationReport(
            navigationsInSnapshot: replay.total, navigationsReplayed: replay.replayedCount, stop: replay.stop,
            statesNotApplied: statesNotApplied)
    }

    /// A contribution made again to take away before the navigation of order `endedBefore`.
    private struct Removal {
        let endedBefore: Int
        /// The order of the navigation that made it, and its position there: what was made
        /// later is taken away first, as the user takes the top screen away first.
        let madeBy: Int
        let at: Int
        let contribution: Contribution
        /// The journal entry of the navigation that made it again.
        let entry: JournalEntry
    }

    /// A contribution made again that the navigation of order `takenBy` is to take away again.
    private struct TakenAway {
        let takenBy: Int
        /// Its position in the entry of the navigation that made it again.
        let at: Int
        let entry: JournalEntry
    }

    /// Checks that the navigation of order `order`, just replayed, took away again what the
    /// snapshot says it took away, and forgets those checks: returns why the replay stops there
    /// if it left one in place (the first, in the order they were made), or nil.
    private static func leftInPlace(
        _ takenAway: inout [TakenAway], by order: Int, names: inout TypeNames
    ) -> RestorationStop.Reason? {
        // Loops rather than closures: a closure made on the main actor checks its executor
        // each time it runs. Most navigations took nothing away: nothing is copied for them.
        var anyDue = false
        for check in takenAway where check.takenBy == order {
            anyDue = true
            break
        }
        guard anyDue else { return nil }
        var left: RestorationStop.Reason?
        var kept: [TakenAway] = []
        for check in takenAway {
            guard check.takenBy == order else {
                kept.append(check)
                continue
            }
            guard left == nil, check.entry.items.indices.contains(check.at),
                case .contribution(let contribution) = check.entry.items[check.at],
                let presentable = contribution.currentPresentable
            else { continue }
            left = .didNotTakeAway(names.name(of: type(of: presentable)))
        }
        takenAway = kept
        return left
    }

    /// Takes away the removals due before the navigation of order `order` (all of them for
    /// nil), the latest made first. One that is gone already or cannot go is left to the
    /// states applied at the end.
    private static func takeAway(_ removals: inout [Removal], before order: Int?) {
        // Loops rather than closures: a closure made on the main actor checks its executor
        // each time it runs.
        func isDue(_ removal: Removal) -> Bool {
            guard let order else { return true }
            return removal.endedBefore <= order
        }
        var anyDue = false
        for removal in removals where isDue(removal) {
            anyDue = true
            break
        }
        guard anyDue else { return }
        var due: [Removal] = []
        var kept: [Removal] = []
        for removal in removals {
            if isDue(removal) { due.append(removal) } else { kept.append(removal) }
        }
        removals = kept
        due.sort { ($0.madeBy, $0.at) > ($1.madeBy, $1.at) }
        for removal in due {
            guard let presentable = removal.contribution.currentPresentable else { continue }
            if let dismissible = presentable as? any DismissiblePresentable, dismissible.dismissForRestoration() {
                continue
            }
            // It stays for now (a later navigation or a state may take it away): the tree
            // still records it as gone when the snapshot says it went.
            removal.entry.expectEnd(of: removal.contribution, before: removal.endedBefore)
        }
    }

    /// Navigates `plan[position]` again with `step` (nil: read it again alone, to say why it does
    /// not read) and checks that it made what the snapshot has: records the child nodes it
    /// started in `nodes`, and appends the states to give, the removals due later and what a
    /// later navigation is to take away again.
    /// Returns why it could not be replayed, or nil; the caller then drops what was
    /// recorded and appended. `made` is the navigation's entry, when it was navigated.
    private func navigate(
        _ plan: [RestorationReplay.Planned], at position: Int, step read: (any Step)?, nodes: inout [FlowNode?],
        states: inout [HeldState], removals: inout [Removal], takenAway: inout [TakenAway], names: inout TypeNames,
        made: inout JournalEntry?
    ) -> RestorationStop.Reason? {
        guard let node = nodes[plan[position].flowKey], node.isRunning else { return .flowMissing }
        let step: any Step
        if let read {
            step = read
        } else {
            switch codec.step(from: plan[position].navigation.step) {
            case .success(let read): step = read
            case .failure(let reason): return reason
            }
        }
        let entry: JournalEntry
        do {
            entry = try node.replay(step)
        } catch {
            return error
        }
        made = entry
        let items = entry.items
        for expected in plan[position].navigation.contributions {
            let item = items.indices.contains(expected.at) ? items[expected.at] : .none
            guard case .contribution(let contribution) = item, let presentable = contribution.currentPresentable,
                names.name(of: type(of: presentable)) == expected.presentable
            else {
                return .navigatedDifferently(expected: expected.presentable, made: Self.name(of: item))
            }
            if let state = expected.state { states.append((presentable, state, plan[position].flowKey)) }
        }
        for (offset, expected) in plan[position].navigation.children.enumerated() {
            let item = items.indices.contains(expected.at) ? items[expected.at] : .none
            guard case .child(let child) = item, child.isRunning, let flow = child.flow,
                names.name(of: type(of: flow)) == expected.flow.flow
            else {
                return .navigatedDifferently(expected: expected.flow.flow, made: Self.name(of: item))
            }
            nodes[plan[position].firstChildKey + offset] = child
        }
        // A child flow that had navigated, though nothing of its navigations is left to replay,
        // counts as navigated again (checked once the navigation made what the snapshot has).
        for (offset, expected) in plan[position].navigation.children.enumerated()
        where expected.flow.navigationsGone == true {
            nodes[plan[position].firstChildKey + offset]?.restoreNavigatedWithoutNavigations()
        }
        for gone in plan[position].navigation.gone ?? [] {
            let item = items.indices.contains(gone.at) ? items[gone.at] : .none
            guard case .contribution(let contribution) = item, let presentable = contribution.currentPresentable,
                names.name(of: type(of: presentable)) == gone.presentable
            else { continue }
            removals.append(
                Removal(
                    endedBefore: gone.endedBefore, madeBy: plan[position].navigation.order, at: gone.at,
                    contribution: contribution, entry: entry))
        }
        for taken in plan[position].navigation.takenAway ?? [] {
            takenAway.append(TakenAway(takenBy: taken.takenBy, at: taken.at, entry: entry))
        }
        return nil
    }

    private static func name(of item: JournalEntry.Item) -> String {
        switch item {
        case .contribution(let contribution):
            contribution.currentPresentable.map { StepCodec.name(of: type(of: $0)) } ?? "a dismissed presentable"
        case .child(let node): node.flow.map { StepCodec.name(of: type(of: $0)) } ?? "an ended flow"
        case .ended: "a dismissed presentable"
        case .none: "nothing"
        }
    }
}

/// The presentables whose state was applied: a scan while there are few (a restoration
/// applies a handful of states, and a set hashes each one), a set beyond.
private struct ObjectIdentifierSet {
    private var few: [ObjectIdentifier] = []
    private var many: Set<ObjectIdentifier>?

    init(expectedCount: Int) {
        if expectedCount > 16 { many = Set(minimumCapacity: expectedCount) } else { few.reserveCapacity(expectedCount) }
    }

    /// Adds `id`; returns false if it was there already.
    mutating func insert(_ id: ObjectIdentifier) -> Bool {
        if many != nil { return many!.insert(id).inserted }
        for known in few where known == id { return false }
        few.append(id)
        return true
    }
}

/// The names of the types a restoration checks (`StepCodec.name(of:)`), kept for the
/// restoration: a few types come back at every navigation, and a short list is cheaper than
/// the memo's lock and hashing. The memo names the others once the list is full.
private struct TypeNames {
    private var known: [(type: ObjectIdentifier, name: String)] = []

    mutating func name(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        for entry in known where entry.type == id { return entry.name }
        let name = StepCodec.name(of: type)
        if known.count < 16 { known.append((id, name)) }
        return name
    }
}
