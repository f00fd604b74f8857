/// One running flow in a snapshot: its type, the state of its root, and the navigations
/// whose results are still there, in the order they were navigated.
struct FlowRecord: Codable, Hashable, Sendable {
    var flow: String
    /// The root's `RestorablePresentable` state, as JSON text.
    var rootState: String?
    var navigations: [NavigationRecord]
    /// True when the flow had not navigated yet, its first step still in `adapt(step:)`: a
    /// restoration starts it afresh rather than leaving it empty (nil otherwise, and when
    /// it is not written: a child flow started again without its navigations stays empty).
    var awaitsFirstStep: Bool? = nil
    /// True for a child flow without navigations that had navigated: what its navigations made
    /// has all gone since (the screens it pushed on its parent's stack, popped by the user),
    /// while the flow runs on. A restoration starts it again as having navigated, as it had
    /// (nil otherwise, and in snapshots written before it was: such a flow restores as one
    /// that has not navigated yet).
    var navigationsGone: Bool? = nil

    /// The navigations of this record and its descendants. Loops by index, without closures:
    /// a restoration's planning counts them first, and a record copied into a closure's
    /// argument is a retain of each of its strings and arrays.
    var navigationCount: Int {
        var count = navigations.count
        for index in navigations.indices {
            for child in navigations[index].children { count += child.flow.navigationCount }
        }
        return count
    }

    /// What makes this tree impossible to replay (a snapshot edited by hand, or corrupted),
    /// or nil: navigation orders are unique and not negative, a child flow's navigations
    /// come after the navigation that started it, contributor positions are unique, a gone
    /// contribution went after the navigation that made it, a contribution taken away by a
    /// navigation of the snapshot was taken by one made after it, and a flow whose navigations
    /// have all gone has none left and awaits no first step.
    func structuralProblem() -> String? {
        var orders = Set<Int>()
        var takers = Set<Int>()
        if let problem = structuralProblem(after: -1, orders: &orders, takers: &takers) { return problem }
        if let missing = takers.subtracting(orders).min() {
            return "a contribution was taken away by navigation \(missing), which the snapshot does not have"
        }
        return nil
    }

    private func structuralProblem(after start: Int, orders: inout Set<Int>, takers: inout Set<Int>) -> String? {
        if navigationsGone == true, !navigations.isEmpty || awaitsFirstStep == true {
            return "\(flow) has navigations gone and navigations left, or a first step awaited"
        }
        var previous = start
        for navigation in navigations {
            guard navigation.order > previous else {
                return "navigation \(navigation.order) of \(flow) is out of order"
            }
            guard orders.insert(navigation.order).inserted else {
                return "navigation order \(navigation.order) appears twice"
            }
            previous = navigation.order
            var positions = Set<Int>()
            let gone = navigation.gone ?? []
            let takenAway = navigation.takenAway ?? []
            for position in navigation.contributions.map(\.at) + navigation.children.map(\.at) + gone.map(\.at)
                + takenAway.map(\.at)
            {
                guard position >= 0, positions.insert(position).inserted else {
                    return "navigation \(navigation.order) of \(flow) has a bad contributor position \(position)"
                }
            }
            if gone.contains(where: { $0.endedBefore <= navigation.order }) {
                return "navigation \(navigation.order) of \(flow) lost a contributor before it was made"
            }
            for taken in takenAway {
                guard taken.takenBy > navigation.order else {
                    return "navigation \(navigation.order) of \(flow) lost a contributor to an earlier navigation"
                }
                takers.insert(taken.takenBy)
            }
            for child in navigation.children {
                if let problem = child.flow.structuralProblem(after: navigation.order, orders: &orders, takers: &takers)
                {
                    return problem
                }
            }
        }
        return nil
    }
}

/// One navigation: the step the flow navigated, and what of its contributors is still there.
struct NavigationRecord: Codable, Hashable, Sendable {
    /// When it was navigated, relative to the tree's other navigations (0, 1, 2, …).
    var order: Int
    var step: StepRecord
    var contributions: [ContributionRecord]
    var children: [ChildFlowRecord]
    /// The contributions taken away since that a restoration takes away again, when they
    /// were (nil when there are none: the snapshot is as short as one written without them).
    var gone: [GoneContributionRecord]? = nil
    /// The contributions a later navigation of the snapshot took away, which it is to take
    /// away again when replayed (nil when there are none, and in snapshots written before it
    /// was: older readers ignore it, and restore such a snapshot without the check).
    var takenAway: [TakenAwayContributionRecord]? = nil
}

/// A contributed presentable that is still there: its position among the navigation's
/// contributors, its type, and its `RestorablePresentable` state.
struct ContributionRecord: Codable, Hashable, Sendable {
    var at: Int
    var presentable: String
    var state: String?
}

/// A contribution of a `DismissiblePresentable` that is gone: its position among the
/// navigation's contributors, its type, and the order of the first navigation (of those the
/// snapshot holds) made after it went; the number of navigations if none was.
struct GoneContributionRecord: Codable, Hashable, Sendable {
    var at: Int
    var presentable: String
    var endedBefore: Int
}

/// A contribution of a `DismissiblePresentable` that a later navigation of the snapshot took
/// away: its position among the navigation's contributors, and the order of the navigation
/// that took it. A restoration checks that this navigation, replayed, takes it away again.
struct TakenAwayContributionRecord: Codable, Hashable, Sendable {
    var at: Int
    var takenBy: Int
}

/// A child flow a navigation started, still running: its position among the navigation's
/// contributors, and its own record.
struct ChildFlowRecord: Codable, Hashable, Sendable {
    var at: Int
    var flow: FlowRecord
}

/// A navigated step: its type name and, for a registered `Codable` type, its JSON text;
/// otherwise its description, for the report.
struct StepRecord: Codable, Hashable, Sendable {
    var type: String
    var value: String?
    var description: String?

    init(type: String, value: String?, description: String) {
        self.type = type
        self.value = value
        self.description = value == nil ? description : nil
    }

    /// The step as the report names it: its type first, so that the report says which type
    /// to make `Codable` or to list.
    var name: String { (value ?? description).map { "\(type) \($0)" } ?? type }
}
