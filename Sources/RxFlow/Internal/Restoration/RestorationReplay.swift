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
        let flowKey: Int
        let flowName: String
        let navigation: NavigationRecord
        /// The key of `navigation.children`'s first flow record; the others follow it, in
        /// their order (keys are given consecutively, so no array of them is made).
        let firstChildKey: Int
    }

    enum State {
        case replaying(next: Int)
        case stopped(RestorationStop)
        case finished
    }

    /// What the coordinator does next.
    enum Action {
        /// Navigate the planned navigation at this position of `plan` again (its step is
        /// the codec's at the same position), then report `replayed()` or
        /// `stopped(because:)`.
        case replay(position: Int)
        /// Nothing more to navigate: apply the states and report.
        case finish
    }

    private(set) var state = State.replaying(next: 0)
    /// The navigations in the order they are replayed. Read in place (`plan[position]`): a
    /// navigation's record is a handful of strings and arrays, each copy a retain apiece.
    let plan: [Planned]
    /// The state of each flow record's root, by increasing key (the root flow's key is 0).
    let rootStates: [(key: Int, state: String)]
    /// How many flow records the snapshot has: their keys are `0..<flowCount`.
    let flowCount: Int
    /// The keys of the flow records without navigations that start afresh: the root's, and
    /// those whose first step was still in `adapt(step:)`. (A child flow the replay started
    /// again without its navigations, recorded without any, stays as it was.)
    private let flowsAwaitingFirstStep: [Int]
    private(set) var replayedCount = 0

    init(root: FlowRecord) {
        var planner = Planner()
        // Made at its size: growing it copied what it held.
        planner.plan.reserveCapacity(root.navigationCount)
        planner.visit(root, key: 0)
        // Moved out, so that sorting them does not copy them first.
        var plan = planner.plan
        planner.plan = []
        // Already in order when no flow navigated after a child it started (a tree made
        // depth first); sorted otherwise.
        if !plan.indices.dropFirst().allSatisfy({ plan[$0 - 1].navigation.order < plan[$0].navigation.order }) {
            plan.sort { $0.navigation.order < $1.navigation.order }
        }
        var rootStates = planner.rootStates
        planner.rootStates = []
        if !rootStates.indices.dropFirst().allSatisfy({ rootStates[$0 - 1].key < rootStates[$0].key }) {
            rootStates.sort { $0.key < $1.key }
        }
        self.plan = plan
        self.rootStates = rootStates
        self.flowCount = planner.nextKey
        self.flowsAwaitingFirstStep = planner.flowsAwaitingFirstStep
    }

    /// Walks the records depth first, numbering them (the root 0, each navigation's children
    /// consecutively after the keys given so far).
    private struct Planner {
        var plan: [Planned] = []
        var rootStates: [(key: Int, state: String)] = []
        var flowsAwaitingFirstStep: [Int] = []
        var nextKey = 1

        mutating func visit(_ record: FlowRecord, key: Int) {
            if let state = record.rootState { rootStates.append((key, state)) }
            if record.navigations.isEmpty, key == 0 || record.awaitsFirstStep == true {
                flowsAwaitingFirstStep.append(key)
            }
            // By index: a record copied (to a loop's variable) is a retain of each of its
            // strings and arrays.
            for index in record.navigations.indices {
                let firstChildKey = nextKey
                let childCount = record.navigations[index].children.count
                nextKey += childCount
                plan.append(
                    Planned(
                        flowKey: key, flowName: record.flow, navigation: record.navigations[index],
                        firstChildKey: firstChildKey))
                for offset in 0..<childCount {
                    visit(record.navigations[index].children[offset].flow, key: firstChildKey + offset)
                }
            }
        }
    }

    /// The navigations in the snapshot.
    var total: Int { plan.count }

    /// The steps of the navigations, in the order they are replayed (by position in `plan`).
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
        return .replay(position: next)
    }

    /// The navigation `nextAction()` gave made what the snapshot has.
    mutating func replayed() {
        guard case .replaying(let next) = state else { return }
        replayedCount += 1
        state = next + 1 < plan.count ? .replaying(next: next + 1) : .finished
    }

    /// The navigation `nextAction()` gave could not be replayed: nothing after it is.
    mutating func stopped(because reason: RestorationStop.Reason) {
        guard case .replaying(let next) = state else { return }
        let planned = plan[next]
        state = .stopped(RestorationStop(flow: planned.flowName, step: planned.navigation.step.name, reason: reason))
    }
}
