import Dispatch
import Foundation
import Logging
import RxFlowTesting
import Testing

@testable import RxFlow

/// The engine's shortcuts (a listener called without a retain, parents reached through
/// unowned references) in the cases where what is being called loses its last owner during
/// the call. Debug builds keep extra references alive that optimized builds drop, so CI
/// also runs these in `-c release` and `-c release --sanitize=address`, where a use after
/// free is a report, not luck.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct OptimizedBuildSafetyTests {
    static let rounds = 300

    /// The relay calls the child's node without a retain; the parent lets go of the child,
    /// then the relay's list does: the node must live until its tear-down is over.
    @Test func aChildFlowEndingItselfFromItsOwnStepperLivesThroughItsTearDown() {
        for _ in 0..<Self.rounds {
            let childStepper = TestStepper()
            let child = TestFlow { _, step in
                step.test == .childDone ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
            }
            let parent = TestFlow.opening(child, with: childStepper)
            let coordinator = FlowCoordinator(leakDetection: .disabled)
            coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))

            childStepper.steps.accept(TestStep.childDone)

            #expect(parent.navigatedTestSteps == [.open, .childEnded])
            #expect(childStepper.steps.detachedDuringDelivery.isEmpty)
            withExtendedLifetime(coordinator) {}
        }
    }

    /// The same end reached from a screen's stepper: the relay calls the contribution, the
    /// contribution its node, which ends while neither the parent nor its own relay keeps it.
    @Test func aChildFlowEndedByItsScreensStepperLivesThroughItsTearDown() {
        for _ in 0..<Self.rounds {
            let screen = TestPresentable()
            let screenStepper = TestStepper()
            let child = TestFlow { _, step in
                switch step.test {
                case .childStart:
                    .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screenStepper))
                case .childDone:
                    .end(forwardToParentFlowWithStep: TestStep.childEnded)
                default:
                    .none
                }
            }
            let parent = TestFlow.opening(child, with: OneStepper(withSingleStep: TestStep.childStart))
            let coordinator = FlowCoordinator(leakDetection: .disabled)
            coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
            screen.setVisible(true)

            screenStepper.steps.accept(TestStep.childDone)

            #expect(child.navigatedTestSteps == [.childStart, .childDone])
            #expect(parent.navigatedTestSteps == [.open, .childEnded])
            withExtendedLifetime(coordinator) {}
        }
    }

    /// Steps accepted on another thread while the main queue ends the flow and releases the
    /// coordinator: the retain that carries each step to the main queue is given back there,
    /// so the node's last release happens on the main queue (its `deinit` asserts it).
    @Test func aNodeFedFromAnotherThreadIsReleasedOnTheMainQueue() async {
        for _ in 0..<20 {
            let stepper = TestStepper()
            var coordinator: FlowCoordinator? = FlowCoordinator(logger: silentLogger, leakDetection: .disabled)
            do {
                let flow = TestFlow()
                coordinator?.coordinate(flow: flow, with: stepper)
            }
            let relay = stepper.steps
            let stop = StopFlag()
            let finished = AsyncStream.makeStream(of: Void.self)
            startThreads(count: 1) { _ in
                for index in 0..<5_000 where !stop.isSet {
                    relay.accept(TestStep.number(index))
                }
                finished.continuation.yield()
            }
            await Task.yield()
            coordinator = nil  // ends the flow on the main queue while steps still hop there
            stop.set()
            for await _ in finished.stream { break }
            await drainMainQueue()
        }
    }

    /// A relay that a publisher feeds may be reached through the feed's weak reference and
    /// accept a step after the engine let go of it: it keeps a late-step note even when the
    /// engine held its only strong reference, so that such a step is reported, not lost.
    @Test func aFedRelayHeldByTheEngineAloneKeepsALateStepNote() {
        let coordinator = FlowCoordinator(leakDetection: .disabled)
        let listener = StepListener()
        let source = PassthroughSubject<any Step, Never>()
        var feed: AnyCancellable?
        var notesMade = 0
        do {
            let relay = PublishRelay<any Step>()
            feed = source.bind(to: relay)
            relay.attach(listener)
            PublishRelay.release(relay, detaching: listener) {
                notesMade += 1
                return LateStepNote(tree: coordinator.tree, flow: nil, because: .flowEnded)
            }
        }
        #expect(notesMade == 1)
        feed?.cancel()
    }

    /// A relay nothing feeds and nothing else holds (a `OneStepper`'s) needs no note: no step
    /// can reach it any more.
    @Test func anUnfedRelayHeldByTheEngineAloneNeedsNoNote() {
        let listener = StepListener()
        var notesMade = 0
        do {
            let relay = PublishRelay<any Step>()
            relay.attach(listener)
            PublishRelay.release(relay, detaching: listener) {
                notesMade += 1
                fatalError("no note is made for an unreachable relay")
            }
        }
        #expect(notesMade == 0)
    }
}

/// The steps these cases drop once the flow ended are not what they check.
private let silentLogger = Logger(label: "OptimizedBuildSafetyTests") { _ in SwiftLogNoOpLogHandler() }

/// A flag one thread sets and another polls.
private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
