import Dispatch
import Logging
import RxFlowTesting
import Testing

@testable import RxFlow

/// The leak detector: what the engine lets go of (a dismissed screen and its view model, an
/// ended flow, its root and its stepper) and is still alive once the grace period has passed
/// is reported, by type, as an event and a warning; what something legitimate keeps is not.
///
/// The tests are `async`: the check runs on the main queue after the grace period, which a
/// synchronous test cannot wait for.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct LeakDetectionTests {
    private static let grace = Duration.milliseconds(50)
    /// For the tests that do not read the log: the test output stays quiet.
    private static var quiet: Logger { LogCapture().logger }

    // MARK: - Real leaks

    @Test(arguments: TestPresentable.Reporting.allCases)
    func aViewModelKeptByAClosureAfterItsScreenWasDismissedIsReported(reporting: TestPresentable.Reporting)
        async throws
    {
        let keeper = ClosureKeeper()
        let log = LogCapture()
        let flow = ScreenFlow(reporting: reporting, keeper: keeper)
        let coordinator = FlowCoordinator(logger: log.logger, leakDetection: .enabled(gracePeriod: Self.grace))
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        weak let screen = flow.lastScreen
        #expect(screen != nil)

        screen?.dismiss()
        #expect(screen == nil)  // only the view model is kept
        await events.waitForLeakChecks(gracePeriod: Self.grace)

        let report = NavigationEvent.leakSuspected(
            FlowID(flow), objects: ["LeakyViewModel"], reason: .contributionEnded(.presentableDismissed))
        #expect(events.suspectedLeaks == [report])
        #expect(
            report.description
                == "leak suspected: LeakyViewModel of ScreenFlow still alive after their contribution ended (its presentable was dismissed)"
        )
        let warning = try #require(log.entries(at: .warning).first)
        #expect(log.entries(at: .warning).count == 1)
        #expect(warning.metadata["flow"] == "ScreenFlow")
        #expect(warning.metadata["objects"] == .array(["LeakyViewModel"]))
        #expect(warning.metadata["reason"] == "their contribution ended (its presentable was dismissed)")
        #expect("\(warning.message)".hasPrefix("leak suspected: LeakyViewModel still alive"))
        keeper.closures.removeAll()
    }

    @Test func aLeakedObjectOfANestedTypeIsNamedWithTheTypesItIsNestedIn() async throws {
        let keeper = ClosureKeeper()
        let flow = KeptFlow()
        weak var screen: TestPresentable?
        flow.onNavigate = { _ in
            let made = TestPresentable(reporting: .state)
            let viewModel = Shelf.ViewModel()
            keeper.keep { _ = viewModel }
            screen = made
            return .one(flowContributor: .contribute(withNextPresentable: made, withNextStepper: viewModel))
        }
        let coordinator = FlowCoordinator(logger: Self.quiet, leakDetection: .enabled(gracePeriod: Self.grace))
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))

        try #require(screen).dismiss()
        await events.waitForLeakChecks(gracePeriod: Self.grace)

        // As the navigation graph and the events name types: `Shelf.ViewModel`, not `ViewModel`.
        #expect(
            events.suspectedLeaks == [
                .leakSuspected(
                    FlowID(flow), objects: ["Shelf.ViewModel"], reason: .contributionEnded(.presentableDismissed))
            ])
        keeper.closures.removeAll()
    }

    @Test func aFlowKeptByAClosureAfterItsRootWasDismissedIsReportedWithItsRoot() async throws {
        let keeper = ClosureKeeper()
        let log = LogCapture()
        let parent = ParentFlow {
            let child = KeptFlow()
            keeper.keep { _ = child }
            return child
        }
        let coordinator = FlowCoordinator(logger: log.logger, leakDetection: .enabled(gracePeriod: Self.grace))
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        let child = try #require(parent.child)
        let childID = FlowID(child)

        child.rootPresentable.dismiss()
        await events.waitForLeakChecks(gracePeriod: Self.grace)

        // The root is alive because the flow keeps it; the stepper, which only the engine
        // held, is gone.
        #expect(
            events.suspectedLeaks == [
                .leakSuspected(childID, objects: ["KeptFlow", "TestPresentable"], reason: .flowEnded(.rootDismissed))
            ])
        #expect(log.entries(at: .warning).map { $0.metadata["flow"] } == ["KeptFlow"])
        #expect(
            log.entries(at: .warning).map { $0.metadata["reason"] } == ["their flow ended (its root was dismissed)"])
        keeper.closures.removeAll()
    }

    /// A flow that ends with `.end`, whose parent then dismisses its root: a root that keeps a
    /// `PresentationState` says it was dismissed, so it is reported with the flow; a root that
    /// only offers publishers may still be on screen as far as the engine knows.
    @Test(arguments: TestPresentable.Reporting.allCases)
    func aFlowKeptAfterItEndedIsReported(rootReporting: TestPresentable.Reporting) async throws {
        let keeper = ClosureKeeper()
        let parent = ParentFlow {
            let child = KeptFlow(root: TestPresentable(reporting: rootReporting))
            child.onNavigate = { step in
                step.test == .childDone ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
            }
            keeper.keep { _ = child }
            return child
        }
        let coordinator = FlowCoordinator(logger: Self.quiet, leakDetection: .enabled(gracePeriod: Self.grace))
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        let childID = FlowID(try #require(parent.child))

        coordinator.navigate(to: TestStep.childDone)
        #expect(parent.dismissedChildRoot)
        await events.waitForLeakChecks(gracePeriod: Self.grace)

        let objects = rootReporting == .state ? ["KeptFlow", "TestPresentable"] : ["KeptFlow"]
        #expect(events.suspectedLeaks == [.leakSuspected(childID, objects: objects, reason: .flowEnded(.endedByFlow))])
        keeper.closures.removeAll()
    }

    @Test func aCheckThatRunsAfterTheCoordinatorWasReleasedStillReports() async {
        let keeper = ClosureKeeper()
        let log = LogCapture()
        let flow = KeptFlow(root: TestPresentable(reporting: .state))
        keeper.keep { _ = flow }
        var coordinator: FlowCoordinator? = FlowCoordinator(
            logger: log.logger, leakDetection: .enabled(gracePeriod: Self.grace))
        let events = NavigationEventRecorder(coordinator!)
        let cancelledEvents = NavigationEventRecorder(coordinator!)
        let cancelledAfterRelease = NavigationEventRecorder(coordinator!)
        coordinator?.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        cancelledEvents.stop()

        coordinator = nil
        cancelledAfterRelease.stop()  // before the check runs: it hears nothing of it
        await events.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(cancelledAfterRelease.suspectedLeaks.isEmpty)

        // The root was never dismissed: it may still be on screen. Only observers still
        // registered get the event; the logger gets it anyway.
        #expect(events.endedFlows == ["KeptFlow"])
        #expect(
            events.suspectedLeaks == [
                .leakSuspected(FlowID(flow), objects: ["KeptFlow"], reason: .flowEnded(.coordinatorReleased))
            ])
        #expect(cancelledEvents.suspectedLeaks.isEmpty)
        #expect(log.entries(at: .warning).map { $0.metadata["objects"] } == [.array(["KeptFlow"])])
        keeper.closures.removeAll()
    }

    // MARK: - No report

    @Test func nothingIsReportedWhenEverythingIsReleased() async {
        let log = LogCapture()
        let coordinator = FlowCoordinator(logger: log.logger, leakDetection: .enabled(gracePeriod: Self.grace))
        let events = NavigationEventRecorder(coordinator)
        let parent = ParentFlow {
            let child = KeptFlow(root: TestPresentable(reporting: .state))
            child.onNavigate = { step in
                step.test == .childDone ? .end(forwardToParentFlowWithStep: TestStep.childEnded) : .none
            }
            return child
        }
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        let flow = ScreenFlow(reporting: .state, keeper: nil)
        let second = FlowCoordinator(logger: log.logger, leakDetection: .enabled(gracePeriod: Self.grace))
        let secondEvents = NavigationEventRecorder(second)
        second.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))

        flow.lastScreen?.dismiss()  // a contribution ends
        coordinator.navigate(to: TestStep.childDone)  // a child flow ends
        #expect(events.endedFlows == ["KeptFlow"])
        #expect(secondEvents.endedContributions.count == 1)
        await secondEvents.waitForLeakChecks(gracePeriod: Self.grace)

        #expect(events.suspectedLeaks.isEmpty)
        #expect(secondEvents.suspectedLeaks.isEmpty)
        #expect(log.entries(at: .warning).isEmpty)
    }

    @Test func nothingHappensWhenDisabled() async {
        let keeper = ClosureKeeper()
        let log = LogCapture()
        let flow = ScreenFlow(reporting: .state, keeper: keeper)
        let coordinator = FlowCoordinator(logger: log.logger, leakDetection: .disabled)
        #expect(coordinator.leakDetection == .disabled)
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))

        flow.lastScreen?.dismiss()
        await events.waitForLeakChecks(gracePeriod: Self.grace)

        #expect(keeper.closures.count == 1)  // the view model leaks, unreported
        #expect(events.endedContributions.count == 1)
        #expect(events.suspectedLeaks.isEmpty)
        #expect(log.entries(at: .warning).isEmpty)
        keeper.closures.removeAll()
    }

    @Test func anObjectReleasedWithinTheGracePeriodIsNotReported() async {
        let grace = Duration.milliseconds(400)
        let slowKeeper = ClosureKeeper()
        let keeper = ClosureKeeper()
        let flow = ScreenFlow(reporting: .state, keeper: slowKeeper)
        let coordinator = FlowCoordinator(logger: Self.quiet, leakDetection: .enabled(gracePeriod: grace))
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        // A second screen whose view model stays kept: the check ran, and names only it.
        flow.keeper = keeper
        coordinator.navigate(to: TestStep.one)
        #expect(flow.screens.count == 2)

        flow.screens.forEach { $0.dismiss() }
        // What holds the first view model lets go of it well within the grace period (an
        // animation completing, say).
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) {
            MainActor.assumeIsolated { slowKeeper.closures.removeAll() }
        }
        await events.waitForLeakChecks(gracePeriod: grace)

        #expect(slowKeeper.closures.isEmpty)
        #expect(
            events.suspectedLeaks == [
                .leakSuspected(
                    FlowID(flow), objects: ["LeakyViewModel"], reason: .contributionEnded(.presentableDismissed))
            ])
        #expect(events.endedContributions.count == 2)
        keeper.closures.removeAll()
        // Releasing the coordinator would schedule one more check, 400 ms out: a run of this
        // suite alone would exit before it, and LeakSanitizer (the AddressSanitizer run)
        // reports the check's memory as leaked at exit.
        coordinator.leakDetection = .disabled
    }

    @Test func aScreenStillShownAfterItsFlowEndedIsNotReported() async {
        // The child flow ends with `.end` and leaves its screen where it is (the app shows
        // it): the screen and its view model may legitimately outlive the flow.
        let shownScreen = TestPresentable(reporting: .state)
        let viewModel = TestStepper()
        let parent = ParentFlow {
            let child = KeptFlow(root: shownScreen)
            child.onNavigate = { step in
                switch step.test {
                case .childStart:
                    .one(flowContributor: .contribute(withNextPresentable: shownScreen, withNextStepper: viewModel))
                case .childDone:
                    .end(forwardToParentFlowWithStep: NoneStep())
                default:
                    .none
                }
            }
            return child
        }
        let coordinator = FlowCoordinator(logger: Self.quiet, leakDetection: .enabled(gracePeriod: Self.grace))
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(viewModel.steps.hasListeners)

        coordinator.navigate(to: TestStep.childDone)
        #expect(events.endedFlows == ["KeptFlow"])
        #expect(parent.child == nil)
        await events.waitForLeakChecks(gracePeriod: Self.grace)

        #expect(events.suspectedLeaks.isEmpty)
        withExtendedLifetime((shownScreen, viewModel)) {}
    }

    @Test func aViewModelSharedWithALiveContributionIsNotReported() async {
        let viewModel = TestStepper()
        weak var first: TestPresentable?
        let flow = TestFlow { _, step in
            let screen = TestPresentable(reporting: .state)
            if step.test == .one { first = screen }
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        }
        let coordinator = FlowCoordinator(logger: Self.quiet, leakDetection: .enabled(gracePeriod: Self.grace))
        let events = NavigationEventRecorder(coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        viewModel.steps.accept(TestStep.two)  // a second screen, with the same view model

        first?.dismiss()
        #expect(first == nil)
        #expect(events.endedContributions.count == 1)
        await events.waitForLeakChecks(gracePeriod: Self.grace)

        #expect(events.suspectedLeaks.isEmpty)
    }

    @Test func aFlowRunningAgainUnderAnotherCoordinatorIsNotReported() async {
        let flow = KeptFlow(root: TestPresentable(reporting: .state))
        flow.onNavigate = { step in step.test == .childDone ? .end(forwardToParentFlowWithStep: NoneStep()) : .none }
        let first = FlowCoordinator(logger: Self.quiet, leakDetection: .enabled(gracePeriod: Self.grace))
        let firstEvents = NavigationEventRecorder(first)
        first.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        first.navigate(to: TestStep.childDone)
        #expect(firstEvents.endedFlows == ["KeptFlow"])

        flow.rootPresentable.dismiss()  // after the first run: it watches it no more
        let second = FlowCoordinator(logger: Self.quiet, leakDetection: .enabled(gracePeriod: Self.grace))
        second.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        await firstEvents.waitForLeakChecks(gracePeriod: Self.grace)

        #expect(firstEvents.suspectedLeaks.isEmpty)
    }

    @Test func settingTheDetectionAppliesToTheWholeTree() {
        let coordinator = FlowCoordinator(leakDetection: .disabled)
        coordinator.leakDetection = .enabled(gracePeriod: .seconds(1))
        #expect(coordinator.leakDetection == .enabled(gracePeriod: .seconds(1)))
        #expect(coordinator.leakDetection.isEnabled)
        #expect(!LeakDetection.disabled.isEnabled)
        #expect(LeakDetection.enabled().gracePeriod == LeakDetection.defaultGracePeriod)
        #expect(LeakDetection.enabled(gracePeriod: .seconds(-1)).gracePeriod == .zero)
        // `.automatic` is on in debug builds, with the default grace period, and off in
        // optimized ones (CI runs this suite in both).
        #if DEBUG
            #expect(LeakDetection.automatic == .enabled())
        #else
            #expect(LeakDetection.automatic == .disabled)
        #endif
        #expect(FlowCoordinator().leakDetection == .automatic)
    }
}

// MARK: - Support

/// Keeps closures the way a long-lived object of an app (a cache, a service, a global) does.
@MainActor
private final class ClosureKeeper {
    var closures: [() -> Void] = []

    func keep(_ closure: @escaping () -> Void) {
        closures.append(closure)
    }
}

/// A view model of a type nested in another.
private enum Shelf {
    final class ViewModel: Stepper {
        let steps = PublishRelay<any Step>()
    }
}

/// A view model an app object may capture.
private final class LeakyViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}

/// Shows one screen per step, with a view model that `keeper` captures, if any.
@MainActor
private final class ScreenFlow: Flow {
    let rootPresentable = TestPresentable(reporting: .state)
    var root: any Presentable { rootPresentable }
    private let reporting: TestPresentable.Reporting
    var keeper: ClosureKeeper?
    private var shown: [WeakScreen] = []

    init(reporting: TestPresentable.Reporting, keeper: ClosureKeeper?) {
        self.reporting = reporting
        self.keeper = keeper
    }

    /// The screens shown so far that are still alive.
    var screens: [TestPresentable] { shown.compactMap(\.screen) }
    var lastScreen: TestPresentable? { screens.last }

    func navigate(to step: any Step) -> FlowContributors {
        step.test == .one ? showScreen() : .none
    }

    private func showScreen() -> FlowContributors {
        let screen = TestPresentable(reporting: reporting)
        let viewModel = LeakyViewModel()
        keeper?.keep { _ = viewModel }
        shown.append(WeakScreen(screen: screen))
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
    }

    private struct WeakScreen {
        weak var screen: TestPresentable?
    }
}

/// Starts the flow `makeChild` makes as a child flow on `.open`, and dismisses its root on
/// `.childEnded`; holds it weakly.
@MainActor
private final class ParentFlow: Flow {
    let rootPresentable = TestPresentable(reporting: .state)
    var root: any Presentable { rootPresentable }
    private let makeChild: () -> KeptFlow
    private(set) weak var child: KeptFlow?
    private(set) var dismissedChildRoot = false

    init(makeChild: @escaping () -> KeptFlow) {
        self.makeChild = makeChild
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step.test {
        case .open:
            let child = makeChild()
            self.child = child
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)))
        case .childEnded:
            dismissedChildRoot = child != nil
            child?.rootPresentable.dismiss()
            return .none
        default:
            return .none
        }
    }
}

/// A flow whose navigation a closure decides.
@MainActor
private final class KeptFlow: Flow {
    let rootPresentable: TestPresentable
    var root: any Presentable { rootPresentable }
    var onNavigate: (any Step) -> FlowContributors = { _ in .none }

    init(root: TestPresentable = TestPresentable()) {
        rootPresentable = root
    }

    func navigate(to step: any Step) -> FlowContributors {
        onNavigate(step)
    }
}
