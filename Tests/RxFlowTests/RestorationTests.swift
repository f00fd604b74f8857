import Foundation
import RxFlow
import RxFlowTesting
import Testing

/// A coordinator's snapshot, and a new coordinator restoring it through the flows.
@MainActor
struct RestorationTests {
    private let restoration = NavigationRestoration(steps: PageStep.self)

    private func makeCoordinator(_ capture: LogCapture = LogCapture()) -> FlowCoordinator {
        FlowCoordinator(logger: capture.logger, leakDetection: .disabled, restoration: restoration)
    }

    /// Runs `steps` on a new `PageFlow` (home first) and returns its coordinator and flow.
    private func navigate(_ steps: [any Step]) -> (FlowCoordinator, PageFlow) {
        let coordinator = makeCoordinator()
        let flow = PageFlow()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: PageStep.home))
        for step in steps { coordinator.navigate(to: step) }
        return (coordinator, flow)
    }

    private func restore(_ snapshot: NavigationSnapshot, into flow: PageFlow = PageFlow()) throws -> (
        FlowCoordinator, PageFlow, RestorationReport
    ) {
        let coordinator = makeCoordinator()
        let report = try coordinator.coordinate(
            flow: flow, with: OneStepper(withSingleStep: PageStep.home), restoringFrom: snapshot)
        return (coordinator, flow, report)
    }

    /// The snapshot as an app keeps it: JSON, read back.
    private func roundTrip(_ snapshot: NavigationSnapshot) throws -> NavigationSnapshot {
        try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(snapshot))
    }

    /// The snapshot's JSON with `text` (inside a step's escaped JSON) replaced, as if the
    /// app's update had removed that case: that step no longer reads.
    private func snapshot(of coordinator: FlowCoordinator, replacing text: String) throws -> NavigationSnapshot {
        let json = try String(decoding: JSONEncoder().encode(coordinator.navigationSnapshot()), as: UTF8.self)
        #expect(json.contains(text))
        let changed = json.replacingOccurrences(of: text, with: #"{\"gone\":{}}"#)
        return try JSONDecoder().decode(NavigationSnapshot.self, from: Data(changed.utf8))
    }

    @Test func aRestoredTreeIsTheOneTheSnapshotWasTakenOf() throws {
        let (coordinator, flow) = navigate([PageStep.page(2), PageStep.openChild])
        try #require(flow.child).screenSteppers[0].steps.accept(PageStep.childPage(1))
        #expect(flow.stack.screens.count == 3)  // home, page 1 (home's initial step), page 2
        let snapshot = try roundTrip(coordinator.navigationSnapshot())
        #expect(snapshot.navigationCount == 6)  // home, page 1, page 2, open child, child page 0, child page 1

        let (restored, restoredFlow, report) = try restore(snapshot)
        #expect(report.isComplete, "\(report)")
        #expect(report.navigationsReplayed == 6)
        #expect(restoredFlow.pushed.map(\.step) == [.home, .page(1), .page(2)])
        #expect(restoredFlow.child?.pushed.map(\.step) == [.childPage(0), .childPage(1)])
        #expect(try restored.navigationSnapshot() == snapshot)
    }

    @Test func theReplayIsWithoutAnimationAndTheTreeGoesOnAfterIt() throws {
        let (coordinator, _) = navigate([PageStep.page(2)])
        let (restored, flow, _) = try restore(coordinator.navigationSnapshot())
        #expect(flow.pushed.allSatisfy { !$0.animated })
        #expect(!FlowCoordinator.isRestoring)
        flow.screenSteppers[2].steps.accept(PageStep.page(3))
        restored.navigate(to: PageStep.page(4))
        #expect(flow.pushed.map(\.step) == [.home, .page(1), .page(2), .page(3), .page(4)])
        #expect(flow.pushed.suffix(2).allSatisfy { $0.animated })
    }

    @Test func stepsArrivingDuringTheReplayAreReportedAsRestoring() throws {
        let (coordinator, _) = navigate([])
        let restored = makeCoordinator()
        var drops: [(String, StepDropReason)] = []
        let observation = restored.observe { event in
            if case .stepDropped(let step, _, _, let reason) = event { drops.append(("\(step)", reason)) }
        }
        defer { observation.cancel() }
        try restored.coordinate(
            flow: PageFlow(), with: OneStepper(withSingleStep: PageStep.home),
            restoringFrom: coordinator.navigationSnapshot())
        // The stepper's initial step and home's screen's (page 1): both replayed from the snapshot.
        #expect(drops.map(\.0) == ["home", "page(1)"])
        #expect(drops.allSatisfy { $0.1 == .restoring })
    }

    /// A coordinator whose restored flow ended restores again: its second replay drops the
    /// steps arriving at its new flows as the first did (the replay marks each flow it
    /// navigated on the flow's node, and every run starts new nodes).
    @Test func aCoordinatorRestoresAgainOnceItsRestoredFlowEnded() throws {
        let snapshot = try navigate([PageStep.page(2)]).0.navigationSnapshot()
        let coordinator = makeCoordinator()
        var drops: [String] = []
        let observation = coordinator.observe { event in
            if case .stepDropped(let step, _, _, .restoring) = event { drops.append("\(step)") }
        }
        defer { observation.cancel() }
        for run in 1...2 {
            let flow = PageFlow()
            let report = try coordinator.coordinate(
                flow: flow, with: OneStepper(withSingleStep: PageStep.home), restoringFrom: snapshot)
            #expect(report.isComplete, "run \(run): \(report)")
            #expect(flow.pushed.map(\.step) == [.home, .page(1), .page(2)], "run \(run)")
            #expect(drops == ["home", "page(1)"], "run \(run)")
            drops = []
            // The root flow ends itself, which lets the coordinator start another.
            coordinator.navigate(to: PageStep.endChild)
        }
    }

    @Test func whatWasUndoneIsNotInTheSnapshot() throws {
        let (coordinator, flow) = navigate([PageStep.page(2), PageStep.page(3), PageStep.back, PageStep.back])
        #expect(flow.stack.screens.count == 2)
        let snapshot = try coordinator.navigationSnapshot()
        #expect(snapshot.navigationCount == 2)
        #expect(try snapshot == navigate([]).0.navigationSnapshot())
        let (_, restored, report) = try restore(snapshot)
        #expect(report.isComplete)
        #expect(restored.stack.screens.count == 2)
    }

    @Test func aScreenPoppedFromANavigationThatMadeTwoStaysPopped() throws {
        let (coordinator, flow) = navigate([PageStep.pair(5, 6)])
        flow.stack.pop()  // the user goes back from page 6
        let (_, restored, report) = try restore(coordinator.navigationSnapshot())
        #expect(report.isComplete, "\(report)")
        #expect(restored.stack.screens.count == 3)  // home, page 1, page 5
        #expect(restored.pushed.map(\.step) == [.home, .page(1), .page(5), .page(6)])
    }

    @Test func aFlowsFirstNavigationIsKeptEvenWhenItContributedNothing() throws {
        let coordinator = makeCoordinator()
        coordinator.coordinate(flow: PageFlow(), with: OneStepper(withSingleStep: PageStep.setUp))
        coordinator.navigate(to: PageStep.page(2))
        coordinator.navigate(to: PageStep.setUp)  // a later one that contributes nothing is not
        let snapshot = try coordinator.navigationSnapshot()
        #expect(snapshot.navigationCount == 2)
        let flow = PageFlow()
        let report = try makeCoordinator().coordinate(flow: flow, restoringFrom: snapshot)
        #expect(report.isComplete)
        #expect(flow.setUpCount == 1)
        #expect(flow.pushed.map(\.step) == [.page(2)])
    }

    @Test func anEndedChildFlowIsNotInTheSnapshot() throws {
        let (coordinator, flow) = navigate([PageStep.openChild])
        let child = try #require(flow.child)
        child.screenSteppers[0].steps.accept(PageStep.endChild)
        #expect(try coordinator.navigationSnapshot() == navigate([]).0.navigationSnapshot())
    }

    @Test func aStepThatIsNotRestorableEndsTheReplayThere() throws {
        let (coordinator, _) = navigate([PageStep.page(2), OpaqueStep(), PageStep.page(3)])
        let snapshot = try roundTrip(coordinator.navigationSnapshot())
        let (_, flow, report) = try restore(snapshot)
        #expect(report.navigationsReplayed == 3)
        #expect(report.stop?.reason == .stepNotRestorable)
        #expect(report.stop?.step == "RxFlowTests.OpaqueStep OpaqueStep()")
        #expect(flow.pushed.map(\.step) == [.home, .page(1), .page(2)])
    }

    @Test func aStepCaseRemovedSinceEndsTheReplayThere() throws {
        let (coordinator, _) = navigate([PageStep.page(2), PageStep.page(3)])
        // As if the app's update had removed the case `page` had: page 2's step no longer reads.
        let snapshot = try snapshot(of: coordinator, replacing: #"{\"page\":{\"_0\":2}}"#)
        let (_, flow, report) = try restore(snapshot)
        #expect(report.navigationsReplayed == 2)
        guard case .stepNotReadable = report.stop?.reason else {
            Issue.record("stopped because \(String(describing: report.stop))")
            return
        }
        #expect(flow.pushed.map(\.step) == [.home, .page(1)])
    }

    /// The report's text quotes a long step's start only: whoever wrote the snapshot chose
    /// its length, and the text goes to logs. The stop keeps the whole step.
    @Test func aLongStepIsQuotedInPartInTheReportsText() throws {
        let (coordinator, _) = navigate([PageStep.page(2)])
        let json = try String(decoding: JSONEncoder().encode(coordinator.navigationSnapshot()), as: UTF8.self)
        let long = String(repeating: "x", count: 10_000)
        let changed = json.replacingOccurrences(
            of: #"{\"page\":{\"_0\":2}}"#, with: #"{\"gone\":{\"_0\":\""# + long + #"\"}}"#)
        let (_, _, report) = try restore(try JSONDecoder().decode(NavigationSnapshot.self, from: Data(changed.utf8)))
        let stop = try #require(report.stop)
        #expect(stop.step.contains(long))
        #expect(stop.description.count < 1_000)
        #expect(stop.description.contains("… (\(stop.step.count) characters)"))
        #expect(report.description.count < 1_200)
    }

    @Test func aRootFlowWhoseFirstStepNoLongerReadsStartsAfresh() throws {
        let (coordinator, _) = navigate([PageStep.page(2)])
        let snapshot = try snapshot(of: coordinator, replacing: #"{\"home\":{}}"#)
        let restored = makeCoordinator()
        var drops: [String] = []
        let observation = restored.observe { event in
            if case .stepDropped(let step, _, _, _) = event { drops.append("\(step)") }
        }
        defer { observation.cancel() }
        let flow = PageFlow()
        let report = try restored.coordinate(
            flow: flow, with: OneStepper(withSingleStep: PageStep.home), restoringFrom: snapshot)
        #expect(report.navigationsReplayed == 0)
        guard case .stepNotReadable = report.stop?.reason else {
            Issue.record("stopped because \(String(describing: report.stop))")
            return
        }
        // Nothing could be replayed: the flow starts as on a first launch (its stepper's home,
        // then home's screen's page 1), instead of staying without a screen; not as a
        // restoration (animated, side effects run).
        #expect(flow.pushed.map(\.step) == [.home, .page(1)])
        #expect(flow.pushed.allSatisfy { $0.animated })
        #expect(drops.isEmpty)
        #expect(try restored.navigationSnapshot().navigationCount == 2)
    }

    @Test func aChildFlowWhoseFirstStepNoLongerReadsStartsAfresh() throws {
        let (coordinator, _) = navigate([PageStep.openChild, PageStep.page(2)])
        let snapshot = try snapshot(of: coordinator, replacing: #"{\"childPage\":{\"_0\":0}}"#)
        let (_, flow, report) = try restore(snapshot)
        // Home, page 1 and the child's start replay; the child's first page stops the replay,
        // and the child takes its stepper's step as when it first started. Page 2 came later.
        #expect(report.navigationsReplayed == 3)
        #expect(flow.pushed.map(\.step) == [.home, .page(1)])
        #expect(flow.child?.pushed.map(\.step) == [.childPage(0)])
    }

    @Test func aChildFlowTheReplayReachedAndStoppedInStaysWhereItStopped() throws {
        let (coordinator, flow) = navigate([PageStep.openChild])
        try #require(flow.child).screenSteppers[0].steps.accept(PageStep.childPage(1))
        let snapshot = try snapshot(of: coordinator, replacing: #"{\"childPage\":{\"_0\":1}}"#)
        let (_, restoredFlow, report) = try restore(snapshot)
        // The child's first page replayed: the child is where the app had it then.
        #expect(report.navigationsReplayed == 4)
        #expect(restoredFlow.child?.pushed.map(\.step) == [.childPage(0)])
    }

    @Test func aStepAdaptNowRefusesEndsTheReplayThere() throws {
        let (coordinator, _) = navigate([PageStep.page(2), PageStep.page(3)])
        let flow = PageFlow()
        flow.refused = .page(2)
        let (_, _, report) = try restore(coordinator.navigationSnapshot(), into: flow)
        #expect(report.stop?.reason == .adaptRefused)
        #expect(flow.pushed.map(\.step) == [.home, .page(1)])
    }

    @Test func aFlowThatNowMakesSomethingElseEndsTheReplayThere() throws {
        let (coordinator, _) = navigate([PageStep.page(2), PageStep.page(3)])
        let flow = PageFlow()
        flow.madeDifferently = .page(2)
        let (_, _, report) = try restore(coordinator.navigationSnapshot(), into: flow)
        #expect(
            report.stop?.reason
                == .navigatedDifferently(expected: "RxFlowTests.TestPresentable", made: "RxFlowTests.TestScreen"))
        #expect(report.navigationsReplayed == 2)
        #expect(flow.pushed.map(\.step) == [.home, .page(1)])
    }

    @Test func aChildFlowMadeByTheNavigationThatStoppedTheReplayStartsAfresh() throws {
        let (coordinator, _) = navigate([PageStep.openChild])
        // The app was updated: the navigation that opened the child now opens another flow.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // the root's name first, then its child's
        let json = try String(decoding: encoder.encode(coordinator.navigationSnapshot()), as: UTF8.self)
        let name = #""RxFlowTests.PageFlow""#
        let rootName = try #require(json.range(of: name))
        let childName = try #require(json.range(of: name, range: rootName.upperBound..<json.endIndex))
        let changed = json.replacingCharacters(in: childName, with: #""RxFlowTests.GoneFlow""#)
        let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(changed.utf8))
        let (_, flow, report) = try restore(snapshot)
        #expect(
            report.stop?.reason
                == .navigatedDifferently(expected: "RxFlowTests.GoneFlow", made: "RxFlowTests.PageFlow"))
        // The navigation ran and started the child, which no record replays: without its
        // stepper's step it would stay empty, so it takes it, as on a first launch.
        #expect(flow.child?.pushed.map(\.step) == [.childPage(0)])
    }

    @Test func aStepAdaptGivesLaterEndsTheReplayAndIsNavigatedWhenItComes() throws {
        let (coordinator, _) = navigate([PageStep.page(2), PageStep.page(3)])
        let flow = PageFlow()
        flow.delays = .page(2)
        let (restored, _, report) = try restore(coordinator.navigationSnapshot(), into: flow)
        #expect(report.stop?.reason == .adaptationPending)
        #expect(flow.pushed.map(\.step) == [.home, .page(1)])
        withExtendedLifetime(restored) { flow.delayed.send(PageStep.page(2)) }
        #expect(flow.pushed.map(\.step) == [.home, .page(1), .page(2)])
        #expect(flow.pushed.last?.animated == true)
    }

    @Test func aRestoredTreeLetsGoOfWhatItEndsAsAnyTree() async throws {
        let (coordinator, _) = navigate([PageStep.page(2), PageStep.openChild])
        let snapshot = try coordinator.navigationSnapshot()
        let log = LogCapture()
        var restored: FlowCoordinator? = FlowCoordinator(
            logger: log.logger, leakDetection: .enabled(gracePeriod: .milliseconds(50)), restoration: restoration)
        let events = try NavigationEventRecorder(#require(restored))
        // The test keeps no flow: the leak checks would report it.
        var flow: PageFlow? = PageFlow()
        flow?.keepsScreenSteppers = false
        let report = try restored?.coordinate(
            flow: #require(flow), with: OneStepper(withSingleStep: PageStep.home), restoringFrom: snapshot)
        #expect(report?.isComplete == true)
        weak let weakFlow = flow
        flow = nil
        weakFlow?.stack.pop()  // page 2, as the user goes back
        #expect(weakFlow?.child != nil)
        restored = nil
        await events.waitForLeakChecks(gracePeriod: .milliseconds(50))
        #expect(events.suspectedLeaks.isEmpty)
        #expect(log.entries(at: .warning).isEmpty)
    }

    @Test func misuseAndForeignSnapshotsAreErrorsThatStartNothing() throws {
        let (coordinator, _) = navigate([])
        let snapshot = try coordinator.navigationSnapshot()
        #expect(throws: RestorationError.restorationNotEnabled) { try FlowCoordinator().navigationSnapshot() }
        #expect(throws: RestorationError.noFlowRunning) { try makeCoordinator().navigationSnapshot() }
        #expect(throws: RestorationError.flowAlreadyRunning) {
            try coordinator.coordinate(flow: PageFlow(), restoringFrom: snapshot)
        }
        let other = makeCoordinator()
        #expect(
            throws: RestorationError.differentRootFlow(snapshot: "RxFlowTests.PageFlow", given: "RxFlowTests.TestFlow")
        ) {
            try other.coordinate(flow: TestFlow(), restoringFrom: snapshot)
        }
        #expect(throws: RestorationError.noFlowRunning) { try other.navigationSnapshot() }
    }

    @Test(arguments: [
        #"{"format":"swift-rxflow.navigation","version":99,"root":{"flow":"X","navigations":[]}}"#,
        #"{"format":"something else","version":1,"root":{"flow":"X","navigations":[]}}"#,
        #"{"format":"swift-rxflow.navigation","version":1,"root":{"flow":"X","navigations":[{"order":1,"step":{"type":"T"},"contributions":[],"children":[]},{"order":1,"step":{"type":"T"},"contributions":[],"children":[]}]}}"#,
        #"{"format":"swift-rxflow.navigation","version":1,"root":{"flow":"X","navigations":[{"order":0,"step":{"type":"T"},"contributions":[],"children":[],"gone":[{"at":0,"presentable":"P","endedBefore":0}]}]}}"#,
        #"{"format":"swift-rxflow.navigation","version":1,"root":{"flow":"X","navigations":[{"order":0,"step":{"type":"T"},"contributions":[{"at":0,"presentable":"P"}],"children":[],"gone":[{"at":0,"presentable":"P","endedBefore":1}]}]}}"#,
        // Taken away by itself, by a navigation the snapshot does not have, or where a
        // contribution still is.
        #"{"format":"swift-rxflow.navigation","version":1,"root":{"flow":"X","navigations":[{"order":0,"step":{"type":"T"},"contributions":[],"children":[],"takenAway":[{"at":0,"takenBy":0}]}]}}"#,
        #"{"format":"swift-rxflow.navigation","version":1,"root":{"flow":"X","navigations":[{"order":0,"step":{"type":"T"},"contributions":[],"children":[],"takenAway":[{"at":0,"takenBy":1}]}]}}"#,
        #"{"format":"swift-rxflow.navigation","version":1,"root":{"flow":"X","navigations":[{"order":0,"step":{"type":"T"},"contributions":[{"at":0,"presentable":"P"}],"children":[],"takenAway":[{"at":0,"takenBy":1}]},{"order":1,"step":{"type":"T"},"contributions":[],"children":[]}]}}"#,
        #"{"format":"swift-rxflow.navigation","version":1}"#,
        "not json",
    ])
    func aCorruptOrForeignSnapshotDoesNotRead(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationSnapshot.self, from: Data(json.utf8))
        }
    }
}
