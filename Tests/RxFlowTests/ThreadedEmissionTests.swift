import Dispatch
import Foundation
import RxFlow
import Testing

/// Every public way to emit a step, fed from eight threads at once, to a flow's own stepper,
/// a contributed stepper and a child flow's stepper: every step is navigated on the main
/// actor, none is lost, each thread's steps keep their order, and nothing traps (Swift 6
/// traps when a closure isolated to the main actor is entered from another thread). CI runs
/// this suite under ThreadSanitizer too.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct ThreadedEmissionTests {
    static let threads = 8
    static let stepsPerThread = 250

    @Test(arguments: ThreadedEmitter.allCases, ThreadedPlacement.allCases)
    func everyStepIsNavigatedInPerThreadOrder(emitter: ThreadedEmitter, placement: ThreadedPlacement) async {
        let run = ThreadedRun(emitter: emitter, placement: placement, threads: Self.threads)
        run.start()
        // A contribution starts once `.open` is navigated, which an async `adapt` delays:
        // steps accepted before anything listens are nobody's.
        #expect(await eventually { run.isListening })
        let feeds = run.feeds
        // An async adaptation takes a main-actor turn per step, and the main actor is shared
        // with every suite: fewer steps keep the case within its time under ThreadSanitizer.
        let perThread = emitter == .asyncAdapted ? Self.stepsPerThread / 5 : Self.stepsPerThread
        startThreads(count: Self.threads) { thread in
            for index in 0..<perThread { feeds[thread](thread * perThread + index) }
        }
        let total = Self.threads * perThread
        #expect(
            await eventually(within: 300) { run.target.numbers.count >= total },
            "\(run.target.numbers.count) of \(total)")
        run.target.expectEveryNumber(threads: Self.threads, perThread: perThread)
        run.cancelFeeds()
    }

    /// The reported crash: four relays in a composite stepper, eight threads accepting 500
    /// steps each into them in turn.
    @Test func aCompositeStepperFedFromEightThreads() async {
        let inner = (0..<4).map { _ in TestStepper() }
        let target = NumberFlow()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: target, with: CompositeStepper(steppers: inner))
        let relays = inner.map(\.steps)
        startThreads(count: 8) { thread in
            for index in 0..<500 { relays[(thread + index) % 4].accept(TestStep.number(thread * 500 + index)) }
        }
        #expect(await eventually { target.numbers.count >= 4000 })
        target.expectEveryNumber(threads: 8, perThread: 500)
        withExtendedLifetime(coordinator) {}
    }
}

/// Starts `count` threads that each run `body` with their index.
func startThreads(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    for index in 0..<count {
        Thread { body(index) }.start()
    }
}

/// How the steps are emitted.
enum ThreadedEmitter: CaseIterable, Sendable {
    /// `PublishRelay.accept` on the stepper's relay.
    case relayAccept
    /// A subject per thread feeding the relay through `subscribe(relay)`.
    case publisherSubscribedToRelay
    /// A subject per thread bound with `bind(to:)` (the concrete-`Step` variant, with its `map`).
    case publisherBoundToRelay
    /// The relay of a `OneStepper`, after its single step.
    case oneStepper
    /// The relay of a `DefaultStepper`, after `RxFlowStep.home`.
    case defaultStepper
    /// Four steppers in a `CompositeStepper`, fed in turn.
    case compositeStepper
    /// `FlowCoordinator.navigate(to:)`, called from the main queue in each thread's order.
    case deepLink
    /// `PublishRelay.accept`, to a flow whose `adapt` is `.adapting { … }`.
    case asyncAdapted
}

/// Where the stepper is listened to.
enum ThreadedPlacement: CaseIterable, Sendable {
    /// The coordinated flow's own stepper.
    case flowStepper
    /// The stepper of a presentable the flow contributes.
    case contributed
    /// The stepper of a child flow.
    case childFlow
}

/// One case of the matrix: a target flow that records numbers, placed and fed as asked.
@MainActor
final class ThreadedRun {
    let target: NumberFlow
    private(set) var feeds: [@Sendable (Int) -> Void] = []
    private let stepper: any Stepper
    private let placement: ThreadedPlacement
    private let coordinator = FlowCoordinator()
    private var cancellables: [AnyCancellable] = []
    private let screen = TestPresentable()

    /// Cancels the publishers' subscriptions while the relay is there: with OpenCombine,
    /// `subscribe(relay)` never cancels its source once the relay is gone, and the pair would
    /// outlive the test (the reason `bind(to:)` exists).
    func cancelFeeds() {
        for cancellable in cancellables { cancellable.cancel() }
    }

    init(emitter: ThreadedEmitter, placement: ThreadedPlacement, threads: Int) {
        self.placement = placement
        target = NumberFlow(adaptsAsynchronously: emitter == .asyncAdapted)
        switch emitter {
        case .relayAccept, .asyncAdapted:
            let stepper = TestStepper()
            stepper.steps.feed(threads: threads, into: &feeds)
            self.stepper = stepper
        case .publisherSubscribedToRelay:
            let stepper = TestStepper()
            for _ in 0..<threads {
                // One subject per thread: each is sent to from its thread only.
                nonisolated(unsafe) let subject = PassthroughSubject<any Step, Never>()
                cancellables.append(subject.subscribe(stepper.steps))
                feeds.append { subject.send(TestStep.number($0)) }
            }
            self.stepper = stepper
        case .publisherBoundToRelay:
            let stepper = TestStepper()
            for _ in 0..<threads {
                nonisolated(unsafe) let subject = PassthroughSubject<TestStep, Never>()
                cancellables.append(subject.bind(to: stepper.steps))
                feeds.append { subject.send(.number($0)) }
            }
            self.stepper = stepper
        case .oneStepper:
            let stepper = OneStepper(withSingleStep: TestStep.one)
            stepper.steps.feed(threads: threads, into: &feeds)
            self.stepper = stepper
        case .defaultStepper:
            let stepper = DefaultStepper()
            stepper.steps.feed(threads: threads, into: &feeds)
            self.stepper = stepper
        case .compositeStepper:
            let inner = (0..<4).map { _ in TestStepper() }
            let relays = inner.map(\.steps)
            feeds = (0..<threads).map { thread in { relays[thread % 4].accept(TestStep.number($0)) } }
            stepper = CompositeStepper(steppers: inner)
        case .deepLink:
            stepper = DefaultStepper()
            let coordinator = self.coordinator
            feeds = (0..<threads).map { _ in
                { number in
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { coordinator.navigate(to: TestStep.number(number)) }
                    }
                }
            }
        }
    }

    /// True once the engine listens to the stepper.
    var isListening: Bool { placement != .contributed || target.hasOpened }

    /// Coordinates the target where the placement puts it.
    func start() {
        switch placement {
        case .flowStepper:
            coordinator.coordinate(flow: target, with: stepper)
        case .contributed:
            let screen = self.screen
            let stepper = self.stepper
            target.onOpen = {
                .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: stepper))
            }
            coordinator.coordinate(flow: target, with: OneStepper(withSingleStep: TestStep.open))
        case .childFlow:
            coordinator.coordinate(
                flow: TestFlow.opening(target, with: stepper), with: OneStepper(withSingleStep: TestStep.open))
        }
    }
}

extension PublishRelay where Element == any Step {
    /// One feed per thread, each accepting `.number(n)` into this relay.
    fileprivate func feed(threads: Int, into feeds: inout [@Sendable (Int) -> Void]) {
        let relay = self
        feeds = (0..<threads).map { _ in { relay.accept(TestStep.number($0)) } }
    }
}

/// A flow that records the numbers it navigates and whether each came on the main queue.
@MainActor
final class NumberFlow: Flow {
    let rootPresentable = TestPresentable()
    var root: any Presentable { rootPresentable }
    private(set) var numbers: [Int] = []
    private(set) var offMainQueue = 0
    private(set) var hasOpened = false
    var onOpen: () -> FlowContributors = { .none }
    private let adaptsAsynchronously: Bool

    init(adaptsAsynchronously: Bool = false) {
        self.adaptsAsynchronously = adaptsAsynchronously
    }

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        guard adaptsAsynchronously else { return Just(step).eraseToAnyPublisher() }
        return .adapting { step }
    }

    func navigate(to step: any Step) -> FlowContributors {
        if !DispatchQueue.isMainQueueForTests { offMainQueue += 1 }
        switch step.test {
        case .number(let number): numbers.append(number)
        case .open:
            hasOpened = true
            return onOpen()
        default: break
        }
        return .none
    }

    /// Every number of every thread once, each thread's in order, all on the main queue.
    func expectEveryNumber(threads: Int, perThread: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(offMainQueue == 0, sourceLocation: sourceLocation)
        #expect(numbers.count == threads * perThread, sourceLocation: sourceLocation)
        #expect(Set(numbers).count == threads * perThread, sourceLocation: sourceLocation)
        for thread in 0..<threads {
            let mine = numbers.filter { $0 / perThread == thread }
            #expect(mine == mine.sorted(), "thread \(thread) out of order", sourceLocation: sourceLocation)
        }
    }
}
