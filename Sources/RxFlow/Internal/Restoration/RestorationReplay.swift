/// The order in which a restoration replays a snapshot's navigations, and how far it got:
/// a state machine (states, events, actions) that the coordinator drives.
///
/// The navigations of the whole tree are replayed in the order they were first navigated,
/// parents' and children's interleaved as they were: a child flow's navigations come after
/// the one that started it, so its node is there by then. The first navigation that cannot
/// be replayed ends the replay: what was navigated before it is a tree the app made once.
struct RestorationReplay {
    /// One navigation to replay, in the flow record numbered `flowKey`.
    struct Planned {
        /// Its place in the replay's order (0 for the first replayed).
        var position = 0
        let flowKey: Int
        let flowName: String
        let navigation: NavigationRecord
        /// The keys of `navigation.children`, in their order.
        let childKeys: [Int]
    }

    enum State {
        case replaying(next: Int)
        case stopped(RestorationStop)
        case finished
    }

    /// What the coordinator does next.
    enum Action {
        /// Navigate this again, then report `replayed(_:)` or `stopped(_:because:)`.
        case replay(Planned)
        /// Nothing more to navigate: apply the states and report.
        case finish
    }

    private(set) var state = State.replaying(next: 0)
    private let plan: [Planned]
    /// The state of each flow record's root, by key (the root flow's key is 0).
    let rootStates: [Int: String]
    /// The keys of the flow records without navigations that start afresh: the root's, and
    /// those whose first step was still in `adapt(step:)`. (A child flow the replay started
    /// again without its navigations, recorded without any, stays as it was.)
    private let flowsAwaitingFirstStep: [Int]
    private(set) var replayedCount = 0

    init(root: FlowRecord) {
        var plan: [Planned] = []
        var rootStates: [Int: String] = [:]
        var flowsAwaitingFirstStep: [Int] = []
        var nextKey = 1
        func visit(_ record: FlowRecord, key: Int) {
            if let state = record.rootState { rootStates[key] = state }
            if record.navigations.isEmpty, key == 0 || record.awaitsFirstStep == true {
                flowsAwaitingFirstStep.append(key)
            }
            for navigation in record.navigations {
                let childKeys = navigation.children.map { _ in
                    defer { nextKey += 1 }
                    return nextKey
                }
                plan.append(Planned(flowKey: key, flowName: record.flow, navigation: navigation, childKeys: childKeys))
                for (child, childKey) in zip(navigation.children, childKeys) { visit(child.flow, key: childKey) }
            }
        }
        visit(root, key: 0)
        plan.sort { $0.navigation.order < $1.navigation.order }
        for position in plan.indices { plan[position].position = position }
        self.plan = plan
        self.rootStates = rootStates
        self.flowsAwaitingFirstStep = flowsAwaitingFirstStep
    }

    /// The navigations in the snapshot.
    var total: Int { plan.count }

    /// The steps of the navigations, in the order they are replayed (by `Planned.position`).
    var stepRecords: [StepRecord] { plan.map(\.navigation.step) }

    /// The keys of the flow records whose navigations the replay stopped before reaching
    /// (worked out only then: a complete replay pays nothing for it), and of those that had
    /// not navigated yet when the snapshot was taken (the root, or a flow whose first step
    /// was still in `adapt(step:)`): a flow left without its initial step would stay empty
    /// for good.
    var flowsNotReached: [Int] {
        guard case .stopped = state else { return flowsAwaitingFirstStep }
        let reached = Set(plan[..<replayedCount].map(\.flowKey))
        return flowsStoppedShort.subtracting(reached).union(flowsAwaitingFirstStep).sorted()
    }

    /// The keys of the flow records with navigations the replay did not reach because it
    /// stopped before them (none when it did not stop).
    var flowsStoppedShort: Set<Int> {
        guard case .stopped = state else { return [] }
        return Set(plan[replayedCount...].map(\.flowKey))
    }

    /// Where the replay stopped, if it did.
    var stop: RestorationStop? {
        if case .stopped(let stop) = state { return stop }
        return nil
    }

    // MARK: - Events

    /// What to do now.
    func nextAction() -> Action {
        guard case .replaying(let next) = state, next < plan.count else { return .finish }
        return .replay(plan[next])
    }

    /// The navigation `nextAction()` gave made what the snapshot has.
    mutating func replayed() {
        guard case .replaying(let next) = state else { return }
        replayedCount += 1
        state = next + 1 < plan.count ? .replaying(next: next + 1) : .finished
    }

    /// The navigation `nextAction()` gave could not be replayed: nothing after it is.
    mutating func stopped(_ planned: Planned, because reason: RestorationStop.Reason) {
        guard case .replaying = state else { return }
        state = .stopped(RestorationStop(flow: planned.flowName, step: planned.navigation.step.name, reason: reason))
    }
}
