import Foundation
import Logging
import RxFlow
import RxFlowTesting
import Testing

/// A presentable and a stepper that already contribute to a flow, contributed to it again
/// (twice in one `.multiple`, or again while the first contribution runs), would navigate
/// each of the stepper's steps twice: the second contribution is ignored, with an error
/// logged. Once the first has ended, the pair contributes again as any other.
@MainActor
struct DuplicateContributionTests {
    /// A flow that contributes `screen` and `viewModel` on `.open`, `copies` times in one
    /// navigation.
    private static func flow(
        contributing screen: TestPresentable, _ viewModel: any Stepper, copies: Int = 1
    ) -> TestFlow {
        TestFlow { _, step in
            guard step.test == .open else { return .none }
            let contributor = FlowContributor.contribute(withNextPresentable: screen, withNextStepper: viewModel)
            return copies == 1
                ? .one(flowContributor: contributor)
                : .multiple(flowContributors: Array(repeating: contributor, count: copies))
        }
    }

    /// The error the engine logs for an ignored duplicate, checked in full once.
    private static func expectOneDuplicateError(in log: LogCapture, stepper: String = "TestStepper") {
        let errors = log.entries(at: .error)
        #expect(errors.count == 1)
        #expect(errors.first.map { "\($0.message)" }?.contains("already contribute to this flow") == true)
        #expect(errors.first?.metadata["flow"] == "TestFlow")
        #expect(errors.first?.metadata["presentable"] == "TestPresentable")
        #expect(errors.first?.metadata["stepper"] == .string(stepper))
    }

    private static func contributionsStarted(in events: [NavigationEvent]) -> Int {
        events.filter { if case .contributionStarted = $0 { true } else { false } }.count
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func theSamePairTwiceInOneNavigationContributesOnce(reporting: TestPresentable.Reporting) {
        let log = LogCapture()
        let screen = TestPresentable(reporting: reporting)
        let viewModel = TestStepper()
        let flow = Self.flow(contributing: screen, viewModel, copies: 3)
        let coordinator = FlowCoordinator(logger: log.logger)
        var events: [NavigationEvent] = []
        let observation = coordinator.observe { events.append($0) }
        defer { observation.cancel() }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        viewModel.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.open, .two])  // once, not three times
        #expect(Self.contributionsStarted(in: events) == 1)
        #expect(viewModel.readyCount == 1)
        let errors = log.entries(at: .error)
        #expect(errors.count == 2)  // one for each ignored copy
        #expect(errors.allSatisfy { "\($0.message)".contains("already contribute to this flow") })
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func theSamePairAgainWhileItRunsIsIgnored(reporting: TestPresentable.Reporting) {
        let log = LogCapture()
        let screen = TestPresentable(reporting: reporting)
        let viewModel = TestStepper()
        let flow = Self.flow(contributing: screen, viewModel)
        let coordinator = FlowCoordinator(logger: log.logger)
        let flowStepper = TestStepper()
        coordinator.coordinate(flow: flow, with: flowStepper)
        flowStepper.steps.accept(TestStep.open)
        #expect(log.entries(at: .error).isEmpty)
        flowStepper.steps.accept(TestStep.open)
        Self.expectOneDuplicateError(in: log)
        viewModel.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.open, .open, .two])
        // The first contribution still runs, and ends as before.
        screen.dismiss()
        viewModel.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.open, .open, .two])
    }

    /// The case: the step's navigation covers the screen (a push), and the copy, called
    /// second with the same step, dropped it as `presentableNotVisible`, with a fix that did
    /// not apply.
    @Test func aStepThatCoversTheScreenIsNotDroppedByACopy() {
        let log = LogCapture()
        let screen = TestPresentable(reporting: .state)
        let viewModel = TestStepper()
        let flow = TestFlow { _, step in
            switch step.test {
            case .open:
                let contributor = FlowContributor.contribute(withNextPresentable: screen, withNextStepper: viewModel)
                return .multiple(flowContributors: [contributor, contributor])
            case .two:
                screen.setVisible(false)  // another screen pushed over it
                return .none
            default:
                return .none
            }
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        var drops: [StepDropReason] = []
        let observation = coordinator.observe { event in
            if case .stepDropped(_, _, _, let reason) = event { drops.append(reason) }
        }
        defer { observation.cancel() }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        viewModel.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.open, .two])
        #expect(drops.isEmpty)
        Self.expectOneDuplicateError(in: log)
    }

    @Test(arguments: TestPresentable.Reporting.allCases)
    func theSamePairAfterTheFirstWasDismissedContributesAgain(reporting: TestPresentable.Reporting) {
        let log = LogCapture()
        let screen = TestPresentable(reporting: reporting)
        let viewModel = TestStepper()
        let flow = Self.flow(contributing: screen, viewModel)
        let coordinator = FlowCoordinator(logger: log.logger)
        let flowStepper = TestStepper()
        coordinator.coordinate(flow: flow, with: flowStepper)
        flowStepper.steps.accept(TestStep.open)
        screen.dismiss()
        // Shown again, as a screen put back on a stack, and contributed again.
        screen.setVisible(false)
        screen.setVisible(true)
        flowStepper.steps.accept(TestStep.open)
        viewModel.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.open, .open, .two])
        #expect(viewModel.readyCount == 2)
        #expect(log.entries(at: .error).isEmpty)
    }

    /// A view model shared by two screens is no duplicate: each contribution lets its steps
    /// through while its own screen is visible, as before.
    @Test func theSameStepperWithAnotherPresentableStillContributes() {
        let log = LogCapture()
        let first = TestPresentable(reporting: .state)
        let second = TestPresentable(reporting: .state)
        let viewModel = TestStepper()
        let flow = TestFlow { _, step in
            guard step.test == .open else { return .none }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: first, withNextStepper: viewModel),
                .contribute(withNextPresentable: second, withNextStepper: viewModel),
            ])
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        viewModel.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.open, .two, .two])
        first.setVisible(false)
        viewModel.steps.accept(TestStep.three)
        #expect(flow.navigatedTestSteps == [.open, .two, .two, .three])
        #expect(log.entries(at: .error).isEmpty)
    }

    /// Another stepper with the same presentable is no duplicate either.
    @Test func anotherStepperWithTheSamePresentableStillContributes() {
        let log = LogCapture()
        let screen = TestPresentable(reporting: .state)
        let viewModels = [TestStepper(), TestStepper()]
        let flow = TestFlow { _, step in
            guard step.test == .open else { return .none }
            return .multiple(
                flowContributors: viewModels.map { .contribute(withNextPresentable: screen, withNextStepper: $0) })
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        viewModels[0].steps.accept(TestStep.one)
        viewModels[1].steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.open, .one, .two])
        #expect(log.entries(at: .error).isEmpty)
    }

    private struct ValueStepper: Stepper {
        let steps = PublishRelay<any Step>()
    }

    /// A stepper that is a value is the same stepper when it is a copy: same type, same relay.
    @Test func aCopyOfAValueStepperIsTheSameStepper() {
        let log = LogCapture()
        let screen = TestPresentable(reporting: .state)
        let viewModel = ValueStepper()
        let flow = Self.flow(contributing: screen, viewModel, copies: 2)
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        viewModel.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.open, .two])
        Self.expectOneDuplicateError(in: log, stepper: "DuplicateContributionTests.ValueStepper")
    }

    /// Another flow contributing the pair is no duplicate of this flow's: each flow
    /// navigates the steps it is given.
    @Test func theSamePairInAChildFlowIsNotADuplicate() {
        let log = LogCapture()
        let screen = TestPresentable(reporting: .state)
        let viewModel = TestStepper()
        let child = TestFlow { _, step in
            step.test == .childStart
                ? .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
                : .none
        }
        let childStepper = OneStepper(withSingleStep: TestStep.childStart)
        let parent = TestFlow { _, step in
            guard step.test == .open else { return .none }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: screen, withNextStepper: viewModel),
                .contribute(withNextPresentable: child, withNextStepper: childStepper),
            ])
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        viewModel.steps.accept(TestStep.two)
        #expect(parent.navigatedTestSteps == [.open, .two])
        #expect(child.navigatedTestSteps == [.childStart, .two])
        #expect(log.entries(at: .error).isEmpty)
    }

    // MARK: - Restoration

    private enum ShelfStep: Step, Codable, Equatable {
        case open
        case pick
    }

    /// A flow that makes a new screen and view model on `.open` and contributes them twice.
    private final class ShelfFlow: Flow {
        let rootPresentable = TestPresentable(reporting: .state)
        var root: any Presentable { rootPresentable }
        private(set) var viewModel: TestStepper?
        private(set) var picks = 0

        func navigate(to step: any Step) -> FlowContributors {
            switch step as? ShelfStep {
            case .open:
                let screen = TestPresentable(reporting: .state)
                let viewModel = TestStepper()
                self.viewModel = viewModel
                let contributor = FlowContributor.contribute(withNextPresentable: screen, withNextStepper: viewModel)
                return .multiple(flowContributors: [contributor, contributor])
            case .pick:
                picks += 1
                return .none
            case nil:
                return .none
            }
        }
    }

    /// The ignored copy holds its place in the journal as nothing: the navigation is kept while
    /// its one contribution runs, and a restoration replays it into the same tree.
    @Test func aNavigationWithAnIgnoredCopyIsRestoredAsItRan() throws {
        let restoration = NavigationRestoration(steps: ShelfStep.self)
        let log = LogCapture()
        let coordinator = FlowCoordinator(logger: log.logger, leakDetection: .disabled, restoration: restoration)
        let flow = ShelfFlow()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ShelfStep.open))
        let snapshot = try coordinator.navigationSnapshot()
        #expect(snapshot.navigationCount == 1)

        let restored = FlowCoordinator(logger: log.logger, leakDetection: .disabled, restoration: restoration)
        let restoredFlow = ShelfFlow()
        let report = try restored.coordinate(
            flow: restoredFlow, with: OneStepper(withSingleStep: ShelfStep.open), restoringFrom: snapshot)
        #expect(report.isComplete, "\(report)")
        #expect(try restored.navigationSnapshot() == snapshot)
        try #require(restoredFlow.viewModel).steps.accept(ShelfStep.pick)
        #expect(restoredFlow.picks == 1)
        #expect(log.entries(at: .error).count == 2)  // the first run's copy, and the replay's
    }
}
