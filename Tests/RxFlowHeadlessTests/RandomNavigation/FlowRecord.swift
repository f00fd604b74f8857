import RxFlow
import RxFlowHeadless

/// What the test knows about one flow it created; outlives the flow (held weakly).
@MainActor
final class FlowRecord {
    let id: Int
    let spec: FlowSpec
    let parentId: Int?
    let startStep: NavStep
    weak var flow: RandomFlow?
    weak var root: ViewController?
    /// The screen record of the root container.
    let rootRecordId: Int
    /// Returned as a contributor (or coordinated as the root flow): it has a coordinator.
    var isCoordinated = false
    /// Its `.end` step was navigated.
    var endedByStep = false
    /// Ended, for whatever reason (sticky).
    var isEnded = false
    var navigatedStart = false
    /// The child flows contributed by the first step (a tab flow's tabs).
    var startChildren: [Int] = []

    init(id: Int, spec: FlowSpec, parentId: Int?, startStep: NavStep, flow: RandomFlow, rootRecordId: Int) {
        self.id = id
        self.spec = spec
        self.parentId = parentId
        self.startStep = startStep
        self.flow = flow
        self.root = flow.container
        self.rootRecordId = rootRecordId
    }
}

/// A `Flows.use(_:when: .ready)` block the test expects to run once its flows are ready.
struct ReadyExpectation {
    let flowIds: [Int]
    let what: String
    var hasRun = false
}
