import Dispatch
import RxFlow
import RxFlowHeadless

/// The system under test and the registry of everything it created: a key window, one
/// coordinator (reused across root flows), the flows and screens (held weakly), the
/// adaptations still to deliver, and the log of `rx.didNavigate`.
@MainActor
final class NavigationWorld {
    private(set) var window: Window?
    private(set) var coordinator: FlowCoordinator?
    private weak var releasedCoordinator: FlowCoordinator?
    private var navigationSubscription: AnyCancellable?
    private var leakObservation: AnyCancellable?
    /// The leak detector's reports, oldest first: there must be none.
    private(set) var leakReports: [String] = []
    private var nextId = 1

    private(set) var screenRecords: [Int: ScreenRecord] = [:]
    private(set) var flowRecords: [Int: FlowRecord] = [:]
    private(set) var rootFlowId: Int?
    private(set) weak var rootStepper: FlowStepper?
    /// Every `(flow id, step)` the coordinator reported through `rx.didNavigate`, in order.
    private(set) var navigationLog: [(flowId: Int, step: NavStep)] = []
    private(set) var readyExpectations: [Int: ReadyExpectation] = [:]
    /// Flows contributed as children (or coordinated as roots), in order.
    private(set) var coordinatedFlowIds: [Int] = []

    /// Adaptations of `.heldByTest` flows, delivered by `releaseHeldAdaptations()`.
    private var heldAdaptations: [(flowId: Int, step: NavStep, subject: PassthroughSubject<any Step, Never>)] = []
    /// Adaptations of `.mainQueueLater` flows, delivered by blocks queued on the main queue.
    private var laterAdaptations: [Int: (step: NavStep, subject: PassthroughSubject<any Step, Never>)] = [:]
    /// Child flows made by test code outside any navigation, waiting to be contributed.
    private var preparedChildren: [Int: (flow: RandomFlow, parentId: Int)] = [:]

    init() {
        let window = Window()
        window.makeKeyAndVisible()
        self.window = window
        // Leak detection with no grace period: whatever the engine lets go of must be gone as
        // soon as the main queue has run what was queued (the headless layer is synchronous).
        let coordinator = FlowCoordinator(leakDetection: .enabled(gracePeriod: .zero))
        leakObservation = coordinator.observe { [weak self] event in
            if case .leakSuspected = event { self?.leakReports.append(event.description) }
        }
        navigationSubscription = coordinator.rx.didNavigate.sink { [weak self] flow, step in
            guard let self, let step = step as? NavStep else { return }
            navigationLog.append((flowId: (flow as? RandomFlow)?.flowId ?? -1, step: step))
        }
        self.coordinator = coordinator
    }

    func freshId() -> Int {
        defer { nextId += 1 }
        return nextId
    }

    // MARK: - Registry

    func screen(withId id: Int) -> ViewController? { screenRecords[id]?.screen }

    func flowRecord(_ id: Int) -> FlowRecord? { flowRecords[id] }

    func rootOfFlow(_ id: Int) -> ViewController? { flowRecords[id]?.root }

    func makeScreen(in flow: RandomFlow, _ contribution: NavStep.Contribution) -> TestScreen {
        let screen = TestScreen(screenId: freshId())
        let record = ScreenRecord(
            id: screen.screenId, label: "S\(screen.screenId) of F\(flow.flowId)", screen: screen,
            flowId: flow.flowId, contribution: contribution)
        record.stepper = screen.viewModel
        screenRecords[record.id] = record
        return screen
    }

    func makeNavigation(around screen: ViewController) -> NavigationController {
        let navigation = NavigationController(rootViewController: screen)
        let id = freshId()
        navigation.title = "N\(id)"
        screenRecords[id] = ScreenRecord(
            id: id, label: "N\(id) (navigation around \(screen.title ?? "?"))", screen: navigation, flowId: nil,
            contribution: .init())
        return navigation
    }

    func makeFlow(_ spec: FlowSpec, parent: RandomFlow?, isTab: Bool = false) -> RandomFlow {
        makeFlow(spec, parentId: parent?.flowId, isTab: isTab)
    }

    private func makeFlow(_ spec: FlowSpec, parentId: Int?, isTab: Bool = false) -> RandomFlow {
        let flow = RandomFlow(flowId: freshId(), spec: spec, isTab: isTab, world: self)
        let rootRecordId = freshId()
        screenRecords[rootRecordId] = ScreenRecord(
            id: rootRecordId, label: "root \(spec.shape) of F\(flow.flowId)", screen: flow.container, flowId: nil,
            contribution: .init())
        let start = NavStep(id: freshId(), source: nil, action: .start)
        flowRecords[flow.flowId] = FlowRecord(
            id: flow.flowId, spec: spec, parentId: parentId, startStep: start, flow: flow,
            rootRecordId: rootRecordId)
        return flow
    }

    /// The flow has just put `screens` in a hierarchy: note where they are now, so that a
    /// screen removed again before the next check still counts as removed.
    func noteInserted(_ screens: [ViewController]) {
        let inWindow = HierarchyRules.snapshot(of: window).inWindow
        for screen in screens {
            guard let record = screenRecords.values.first(where: { $0.screen === screen }) else { continue }
            record.observe(screen, inWindow: inWindow.contains(ObjectIdentifier(screen)))
        }
    }

    func recordStartChildren(_ children: [Int], of flowId: Int) {
        flowRecords[flowId]?.startChildren = children
    }

    /// The flow is about to get a coordinator: its first step is due.
    func childContributed(_ child: RandomFlow) {
        flowRecords[child.flowId]?.isCoordinated = true
        coordinatedFlowIds.append(child.flowId)
    }

    // MARK: - Flows.use

    /// `Flows.use(flow, when:)`, presenting nothing itself; a `.ready` block is expected to run.
    func use(_ flow: RandomFlow, when strategy: UseStrategy, what: String, block: @escaping (ViewController) -> Void) {
        let token = expectReady([flow.flowId], strategy: strategy, what: what)
        Flows.use(flow, when: strategy.strategy) { [weak self] (root: ViewController) in
            self?.readyBlockRan(token)
            block(root)
        }
    }

    func use(
        _ first: RandomFlow, _ second: RandomFlow, when strategy: UseStrategy, what: String,
        block: @escaping (ViewController, ViewController) -> Void
    ) {
        let token = expectReady([first.flowId, second.flowId], strategy: strategy, what: what)
        Flows.use(first, second, when: strategy.strategy) { [weak self] (one: ViewController, two: ViewController) in
            self?.readyBlockRan(token)
            block(one, two)
        }
    }

    private func expectReady(_ flowIds: [Int], strategy: UseStrategy, what: String) -> Int? {
        guard strategy == .ready else { return nil }
        let token = freshId()
        readyExpectations[token] = ReadyExpectation(flowIds: flowIds, what: what)
        return token
    }

    private func readyBlockRan(_ token: Int?) {
        guard let token else { return }
        readyExpectations[token]?.hasRun = true
    }

    // MARK: - Prepared children

    /// Makes a child flow for `parentId` and sets up `Flows.use(_:when: .ready)` for it here,
    /// outside any navigation, as a view model preparing a flow would; returns its token.
    func prepareChild(_ spec: FlowSpec, parentId: Int, presenter: ViewController?) -> Int {
        var readySpec = spec
        readySpec.use = .ready
        let child = makeFlow(readySpec, parentId: parentId)
        use(child, when: .ready, what: "prepared F\(child.flowId)'s root presented") {
            [weak presenter, weak self] root in
            RandomFlow.present(root, style: readySpec.style, from: presenter, in: self)
        }
        preparedChildren[child.flowId] = (child, parentId)
        return child.flowId
    }

    func takePreparedChild(_ token: Int, parent: RandomFlow) -> RandomFlow? {
        guard let prepared = preparedChildren[token], prepared.parentId == parent.flowId else { return nil }
        preparedChildren[token] = nil
        return prepared.flow
    }

    // MARK: - Adaptations

    func hold(_ step: NavStep, for flowId: Int) -> AnyPublisher<any Step, Never> {
        let subject = PassthroughSubject<any Step, Never>()
        heldAdaptations.append((flowId, step, subject))
        return subject.eraseToAnyPublisher()
    }

    func hasHeldAdaptation(for flowId: Int) -> Bool { heldAdaptations.contains { $0.flowId == flowId } }

    var heldAdaptationCount: Int { heldAdaptations.count }

    /// Delivers held adaptations, oldest first, including those the deliveries cause.
    func releaseHeldAdaptations(limit: Int = 200) {
        var delivered = 0
        while !heldAdaptations.isEmpty, delivered < limit {
            let held = heldAdaptations.removeFirst()
            held.subject.send(held.step)
            held.subject.send(completion: .finished)
            delivered += 1
        }
    }

    func deliverLater(_ step: NavStep) -> AnyPublisher<any Step, Never> {
        let subject = PassthroughSubject<any Step, Never>()
        let token = freshId()
        laterAdaptations[token] = (step, subject)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.deliverLaterAdaptation(token) }
        }
        return subject.eraseToAnyPublisher()
    }

    var hasLaterAdaptations: Bool { !laterAdaptations.isEmpty }

    private func deliverLaterAdaptation(_ token: Int) {
        guard let later = laterAdaptations.removeValue(forKey: token) else { return }
        later.subject.send(later.step)
        later.subject.send(completion: .finished)
    }

    // MARK: - Root flows

    /// Coordinates a new root flow on the (possibly reused) coordinator; its root goes in
    /// the window at once (`.created`) or once it is ready (`.ready`).
    func startRootFlow(_ spec: FlowSpec) {
        guard let coordinator else { return }
        let flow = makeFlow(spec, parent: nil)
        let stepper = FlowStepper(initialStep: flow.startStep)
        if spec.use == .created {
            setWindowRoot(flow.container)
        } else {
            use(flow, when: .ready, what: "root F\(flow.flowId) put in the window") { [weak self] root in
                self?.setWindowRoot(root)
            }
        }
        rootFlowId = flow.flowId
        rootStepper = stepper
        flowRecords[flow.flowId]?.isCoordinated = true
        coordinatedFlowIds.append(flow.flowId)
        coordinator.coordinate(flow: flow, with: stepper)
    }

    /// Replaces the window's root. The old hierarchy goes off screen without being
    /// dismissed (as documented): its screens are retired from the dismissal and visibility
    /// rules.
    private func setWindowRoot(_ root: ViewController) {
        guard let window else { return }
        let retiring = HierarchyRules.snapshot(of: window).inWindow
        for record in screenRecords.values {
            if let screen = record.screen, retiring.contains(ObjectIdentifier(screen)) { record.isRetired = true }
        }
        window.rootViewController = root
    }

    // MARK: - Ending

    /// Ends everything the documented way (dismiss what the root presents, `.end` the root
    /// flow, deliver held adaptations), then releases the coordinator and the window.
    func endEverything() {
        if let root = window?.rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false)
        }
        rootStepper?.steps.accept(NavStep(id: freshId(), source: nil, action: .end(dismissFirst: false, forwardId: 0)))
        releaseHeldAdaptations()
        releasedCoordinator = coordinator
        navigationSubscription = nil
        coordinator = nil
        window = nil
        heldAdaptations = []
        preparedChildren = [:]
    }

    /// What is still alive after `endEverything()` and the main queue was drained.
    func survivors() -> [String] {
        var alive: [String] = []
        if releasedCoordinator != nil { alive.append("the coordinator") }
        if rootStepper != nil { alive.append("the root flow's stepper") }
        for record in flowRecords.values.sorted(by: { $0.id < $1.id }) where record.flow != nil {
            alive.append("flow F\(record.id)")
        }
        for record in screenRecords.values.sorted(by: { $0.id < $1.id }) {
            if record.screen != nil { alive.append(record.label) }
            if record.stepper != nil { alive.append("the view model of \(record.label)") }
        }
        return alive
    }
}
