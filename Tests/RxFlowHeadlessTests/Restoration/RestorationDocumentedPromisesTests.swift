import Foundation
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// A window, a coordinator that can snapshot `NotesPromiseFlow`, and what they log.
@MainActor
private final class NotesApp {
    static let restoration = NavigationRestoration(
        steps: NoteStep.self, UnwritableStep.self, InboxScope.Pick.self, OutboxScope.Pick.self, BoxedStep<Int>.self,
        BoxedStep<String>.self)

    let logs = LogCapture()
    let window: Window
    let coordinator: FlowCoordinator
    let flow = NotesPromiseFlow()

    init(restoration: NavigationRestoration? = NotesApp.restoration) {
        window = Window(logger: logs.logger)
        coordinator = FlowCoordinator(logger: logs.logger, leakDetection: .disabled, restoration: restoration)
        window.rootViewController = flow.navigationController
        window.makeKeyAndVisible()
    }

    var start: any Stepper { OneStepper(withSingleStep: NoteStep.list) }

    /// Launches afresh and navigates `steps`.
    @discardableResult
    func launch(_ steps: [any Step] = []) -> NotesApp {
        coordinator.coordinate(flow: flow, with: start)
        for step in steps { coordinator.navigate(to: step) }
        return self
    }

    func restore(_ snapshot: NavigationSnapshot) throws -> RestorationReport {
        try coordinator.coordinate(flow: flow, with: start, restoringFrom: snapshot)
    }

    /// The snapshot as an app keeps it: JSON, read back.
    func keptSnapshot() throws -> NavigationSnapshot {
        try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(coordinator.navigationSnapshot()))
    }

    var titles: [String] { flow.navigationController.viewControllers.compactMap(\.title) }
}

/// What the "Restoring navigation" article and the restoration API's docs promise, checked as
/// a team adopting it would try it: misuse, edge cases and the report's wording.
@MainActor
struct RestorationDocumentedPromisesTests {
    // MARK: - Misuse: nothing is started

    @Test func restoringTwiceIntoTheSameCoordinatorThrowsAndChangesNothing() throws {
        let first = NotesApp().launch([NoteStep.note(1)])
        let snapshot = try first.keptSnapshot()
        let relaunched = NotesApp()
        #expect(try relaunched.restore(snapshot).isComplete)
        let before = relaunched.window.render()
        let navigations = relaunched.flow.navigated.count

        #expect(throws: RestorationError.flowAlreadyRunning) { try relaunched.restore(snapshot) }
        let another = NotesPromiseFlow()
        #expect(throws: RestorationError.flowAlreadyRunning) {
            try relaunched.coordinator.coordinate(flow: another, restoringFrom: snapshot)
        }
        #expect(relaunched.window.render() == before)
        #expect(relaunched.flow.navigated.count == navigations)
        #expect(another.navigated.isEmpty)
        #expect(!FlowCoordinator.isRestoring)
    }

    @Test func aSnapshotOfAnotherRootFlowStartsNothing() throws {
        let shop = ShopApp()
        shop.start()
        let snapshot = try shop.coordinator.navigationSnapshot()
        #expect(snapshot.rootFlowTypeName == "RxFlowHeadlessTests.ShopTabsFlow")
        let app = NotesApp()
        #expect(
            throws: RestorationError.differentRootFlow(
                snapshot: "RxFlowHeadlessTests.ShopTabsFlow", given: "RxFlowHeadlessTests.NotesPromiseFlow")
        ) { try app.restore(snapshot) }
        #expect(app.flow.navigated.isEmpty)
        #expect(!FlowCoordinator.isRestoring)
        // Nothing was started: the coordinator can still launch afresh.
        app.launch()
        #expect(app.titles == ["List"])
        #expect(app.logs.messages(atLeast: .warning).isEmpty)
    }

    @Test func aFlowInstanceAnotherCoordinatorDrivesIsRefusedAndStartsNothing() throws {
        let first = NotesApp().launch([NoteStep.note(1)])
        let snapshot = try first.keptSnapshot()
        let other = NotesApp()
        #expect(throws: RestorationError.flowAlreadyCoordinated) {
            try other.coordinator.coordinate(flow: first.flow, with: other.start, restoringFrom: snapshot)
        }
        #expect(first.titles == ["List", "Note 1"])
        #expect(first.flow.navigated.count == 2)
        #expect(other.logs.messages(atLeast: .info).isEmpty)
        // Nothing was started: the coordinator restores into a new instance.
        #expect(try other.restore(snapshot).isComplete)
    }

    @Test func aCoordinatorWhoseFlowEndedRestoresANewOne() throws {
        let snapshot = try NotesApp().launch([NoteStep.note(1)]).keptSnapshot()
        let app = NotesApp().launch([NoteStep.quit])
        #expect(throws: RestorationError.noFlowRunning) { try app.coordinator.navigationSnapshot() }
        let flow = NotesPromiseFlow()
        #expect(try app.coordinator.coordinate(flow: flow, restoringFrom: snapshot).isComplete)
        #expect(flow.navigationController.viewControllers.compactMap(\.title) == ["List", "Note 1"])
    }

    @Test func aRestorationStartedAsTheFlowEndsIsAnErrorNotACrash() throws {
        let snapshot = try NotesApp().launch([NoteStep.note(1)]).keptSnapshot()
        let app = NotesApp().launch()
        let flow = NotesPromiseFlow()
        var errors: [RestorationError] = []
        // An observer that relaunches the app when its flow ends, from inside that navigation.
        let relaunching = app.coordinator.observe { event in
            guard case .flowEnded = event else { return }
            do throws(RestorationError) {
                try app.coordinator.coordinate(flow: flow, restoringFrom: snapshot)
            } catch {
                errors.append(error)
            }
        }
        defer { relaunching.cancel() }
        app.coordinator.navigate(to: NoteStep.quit)
        #expect(errors == [.navigationUnderWay])
        #expect(flow.navigated.isEmpty)
        // Once the navigation has returned, it restores.
        #expect(try app.coordinator.coordinate(flow: flow, restoringFrom: snapshot).isComplete)
        #expect(flow.navigationController.viewControllers.compactMap(\.title) == ["List", "Note 1"])
    }

    @Test func theErrorsSayWhy() {
        #expect(
            RestorationError.differentRootFlow(snapshot: "A.One", given: "B.Two").description
                == "the snapshot was taken of A.One, not of B.Two")
        #expect("\(RestorationError.restorationNotEnabled)".contains("FlowCoordinator(restoration:)"))
    }

    // MARK: - Edge snapshots

    @Test func anEmptySnapshotRestoresToAFreshLaunch() throws {
        let json = #"""
            {"format":"swift-rxflow.navigation","version":1,
            "root":{"flow":"RxFlowHeadlessTests.NotesPromiseFlow","navigations":[]}}
            """#
        let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(json.utf8))
        #expect(snapshot.navigationCount == 0)
        let app = NotesApp()
        let report = try app.restore(snapshot)
        #expect(report.navigationsInSnapshot == 0)
        #expect(report.stop == nil)
        #expect(report.startedAfresh)
        #expect(report.description == "nothing to restore (the snapshot has no navigation); started afresh")
        // The relaunch's initial step is not dropped for nothing: the app does not stay blank.
        #expect(app.titles == ["List"])
        #expect(app.flow.navigated.map(\.restoring) == [false])
    }

    @Test func aFlowStartedWithADefaultStepperComesBack() throws {
        let first = NotesApp()
        first.coordinator.coordinate(flow: first.flow)  // its first step: RxFlowStep.home
        first.coordinator.navigate(to: NoteStep.note(1))
        let app = NotesApp()
        let report = try app.coordinator.coordinate(flow: app.flow, restoringFrom: first.keptSnapshot())
        #expect(report.isComplete, "\(report)")
        #expect(app.titles == ["List", "Note 1"])
    }

    @Test func aSnapshotFromALaterVersionSaysWhichVersionsThisPackageReads() throws {
        let app = NotesApp().launch()
        let json = try String(decoding: JSONEncoder().encode(app.coordinator.navigationSnapshot()), as: UTF8.self)
        #expect(json.contains(#""version":1"#))
        let later = json.replacingOccurrences(
            of: #""version":1"#, with: "\"version\":\(NavigationSnapshot.currentVersion + 1)")
        do {
            _ = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(later.utf8))
            Issue.record("a snapshot of a later version read")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("version \(NavigationSnapshot.currentVersion + 1)"))
        }
    }

    // MARK: - Snapshots taken at awkward moments

    @Test func aSnapshotTakenInDidNavigateHasNotTheContributionsYetOneTakenAfterHas() throws {
        let app = NotesApp().launch()
        var saved: [NavigationSnapshot] = []
        let saving = app.coordinator.rx.didNavigate.sink { _, _ in
            if let snapshot = try? app.coordinator.navigationSnapshot() { saved.append(snapshot) }
        }
        defer { saving.cancel() }
        app.coordinator.navigate(to: NoteStep.note(1))
        app.coordinator.navigate(to: NoteStep.sheet(2))
        #expect(saved.map(\.navigationCount) == [1, 2])
        #expect(try app.coordinator.navigationSnapshot().navigationCount == 3)
    }

    @Test func aSnapshotTakenInsideANavigationRestoresWithoutCrashing() throws {
        let first = NotesApp()
        var inside: NavigationSnapshot?
        first.flow.onNavigate = { step in
            if case .note(2) = step as? NoteStep { inside = try? first.coordinator.navigationSnapshot() }
        }
        first.launch([NoteStep.note(1), NoteStep.note(2)])
        let snapshot = try #require(inside)
        // The navigation under way is not in it yet: the tree as it was before.
        let app = NotesApp()
        #expect(try app.restore(snapshot).isComplete)
        #expect(app.titles == ["List", "Note 1"])
    }

    @Test func aSnapshotTakenWhileRestoringIsOfThePartRestoredSoFarAndDoesNotDisturbIt() throws {
        let first = NotesApp().launch([NoteStep.note(1), NoteStep.note(2), NoteStep.note(3)])
        (first.flow.navigationController.topViewController as? NoteScreen)?.draft = "unsent"
        let snapshot = try first.keptSnapshot()
        let app = NotesApp()
        var midway: NavigationSnapshot?
        app.flow.onNavigate = { step in
            if case .note(3) = step as? NoteStep { midway = try? app.coordinator.navigationSnapshot() }
        }
        var saved: [NavigationSnapshot] = []
        let saving = app.coordinator.rx.didNavigate.sink { _, _ in
            if let snapshot = try? app.coordinator.navigationSnapshot() { saved.append(snapshot) }
        }
        defer { saving.cancel() }
        #expect(try app.restore(snapshot).isComplete)
        #expect(app.titles == ["List", "Note 1", "Note 2", "Note 3"])
        // Once the restoration returned, the snapshot is the one restored, states included.
        #expect(try app.coordinator.navigationSnapshot() == snapshot)
        #expect(saved.last != snapshot)
        let partial = try #require(midway)
        #expect(partial.navigationCount == 3)
        let again = NotesApp()
        #expect(try again.restore(partial).isComplete)
        #expect(again.titles == ["List", "Note 1", "Note 2"])
    }

    @Test func aSnapshotTakenWhileTheStatesAreAppliedDoesNotDisturbThem() throws {
        let first = NotesApp().launch([NoteStep.note(1)])
        (first.flow.navigationController.topViewController as? NoteScreen)?.draft = "draft"
        let snapshot = try first.keptSnapshot()
        let app = NotesApp()
        var taken: [NavigationSnapshot] = []
        NoteScreen.onRestore = {
            if let snapshot = try? app.coordinator.navigationSnapshot() { taken.append(snapshot) }
        }
        defer { NoteScreen.onRestore = nil }
        #expect(try app.restore(snapshot).isComplete)
        #expect(taken.count == 2)
        #expect(try app.coordinator.navigationSnapshot() == snapshot)
    }

    @Test func aCoordinatorWithoutRestorationHasNoSnapshotAndCannotRestore() throws {
        let plain = NotesApp(restoration: nil).launch([NoteStep.note(1)])
        #expect(throws: RestorationError.restorationNotEnabled) { try plain.coordinator.navigationSnapshot() }
        let snapshot = try NotesApp().launch([NoteStep.note(1)]).keptSnapshot()
        let relaunched = NotesApp(restoration: nil)
        #expect(throws: RestorationError.restorationNotEnabled) { try relaunched.restore(snapshot) }
        #expect(relaunched.flow.navigated.isEmpty)
    }

    // MARK: - What steps carry comes back as it was

    @Test func aStepsValuesComeBackExactly() throws {
        let payload = NotePayload(
            text: "Dîner \"chez\" 🐟\n\\ tab\t", ratios: [0.1, 1e300, -2.5e-8, .leastNonzeroMagnitude, -0.0, 12],
            single: 0.3, big: .min,
            unsignedBig: .max, tags: ["", "a,b"], flag: nil,
            link: URL(string: "https://example.com/a%20b?q=1&r=2#frag")!, attachment: Data([0, 1, 254, 255]),
            created: Date(timeIntervalSinceReferenceDate: 123_456.789), counts: ["x": 1, "y": -2],
            byID: [3: "three", -1: "minus one"])
        let first = NotesApp().launch([NoteStep.payload(payload)])
        let app = NotesApp()
        let report = try app.restore(try first.keptSnapshot())
        #expect(report.isComplete, "\(report)")
        #expect(app.flow.navigated.last?.step as? NoteStep == .payload(payload))
    }

    @Test func stepTypesOfTheSameNameOrGenericComeBackAsTheirOwnType() throws {
        let steps: [any Step] = [
            InboxScope.Pick.message(1), OutboxScope.Pick.message(2), BoxedStep(value: 3), BoxedStep(value: "four"),
        ]
        let first = NotesApp().launch(steps)
        let app = NotesApp()
        let report = try app.restore(try first.keptSnapshot())
        #expect(report.isComplete, "\(report)")
        let replayed = app.flow.navigated.dropFirst().map(\.step)
        #expect(replayed.count == 4)
        #expect(replayed.first as? InboxScope.Pick == .message(1))
        #expect(replayed.dropFirst().first as? OutboxScope.Pick == .message(2))
        #expect(replayed.dropFirst(2).first as? BoxedStep<Int> == BoxedStep(value: 3))
        #expect(replayed.last as? BoxedStep<String> == BoxedStep(value: "four"))
    }

    @Test func aStepTypeListedTwiceIsListedOnce() throws {
        let twice = NavigationRestoration(steps: NoteStep.self, NoteStep.self)
        let first = NotesApp(restoration: twice).launch([NoteStep.note(1)])
        let app = NotesApp(restoration: twice)
        #expect(try app.restore(try first.keptSnapshot()).isComplete)
        #expect(app.titles == ["List", "Note 1"])
    }

    @Test func aCodableStepThatCannotBeWrittenEndsTheRestorationThereWithAReport() throws {
        let first = NotesApp().launch([NoteStep.note(1), UnwritableStep(), NoteStep.note(2)])
        let snapshot = try first.keptSnapshot()
        #expect(snapshot.navigationCount == 4)
        let app = NotesApp()
        let report = try app.restore(snapshot)
        #expect(report.navigationsReplayed == 2)
        #expect(report.stop?.flow == "RxFlowHeadlessTests.NotesPromiseFlow")
        #expect(report.stop?.reason == .stepNotRestorable)
        #expect(app.titles == ["List", "Note 1"])
    }

    @Test func aStepAdaptedLaterIsReplayedFromTheStepAdaptWasGiven() throws {
        let first = NotesApp()
        first.flow.revisesNotes = true
        first.launch([NoteStep.note(1)])
        first.flow.answers.first?.send(NoteStep.note(2))
        #expect(first.titles == ["List", "Note 2"])
        let app = NotesApp()
        app.flow.revisesNotes = true
        #expect(try app.restore(first.keptSnapshot()).isComplete)
        // adapt(step:) is given what it was given then (note 1), not what it answered.
        #expect(app.titles == ["List", "Note 2"])
        #expect(try app.coordinator.navigationSnapshot() == first.coordinator.navigationSnapshot())
    }

    @Test func theTreeARestorationStoppedInIsATreeTheAppMadeAndRestoresWhole() throws {
        let first = NotesApp().launch([NoteStep.note(1), NoteStep.sheet(5), NoteStep.note(2), NoteStep.note(3)])
        let partial = NotesApp()
        partial.flow.refusedNotes = [2]
        let report = try partial.restore(first.keptSnapshot())
        #expect(report.navigationsReplayed == 3)
        #expect(partial.window.render().contains("NoteScreen \"Sheet 5\""))
        let again = NotesApp()
        #expect(try again.restore(partial.keptSnapshot()).isComplete)
        #expect(again.window.render() == partial.window.render())
        #expect(try again.keptSnapshot() == partial.keptSnapshot())
    }

    @Test func aSnapshotKeptAsAPropertyListOrWithSnakeCaseKeysReadsBackEqual() throws {
        let first = NotesApp().launch([NoteStep.note(1), NoteStep.sheet(2)])
        first.flow.navigationController.presentedViewController?.dismiss(animated: true)
        let snapshot = try first.coordinator.navigationSnapshot()
        let plist = try PropertyListDecoder().decode(
            NavigationSnapshot.self, from: PropertyListEncoder().encode(snapshot))
        #expect(plist == snapshot)
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let snake = try decoder.decode(NavigationSnapshot.self, from: encoder.encode(snapshot))
        #expect(snake == snapshot)
        #expect(try NotesApp().restore(snake).isComplete)
    }

    @Test func aChildFlowWhoseFirstStepWasStillAdaptedWhenTheSnapshotWasTakenStartsAfresh() throws {
        let logs = LogCapture()
        func launch(_ snapshot: NavigationSnapshot?) throws -> (FlowCoordinator, NotesHostFlow) {
            let coordinator = FlowCoordinator(
                logger: logs.logger, leakDetection: .disabled, restoration: NotesApp.restoration)
            let host = NotesHostFlow(revisesNotes: true)
            let start = OneStepper(withSingleStep: NoteStep.list)
            if let snapshot {
                #expect(try coordinator.coordinate(flow: host, with: start, restoringFrom: snapshot).isComplete)
            } else {
                coordinator.coordinate(flow: host, with: start)
            }
            return (coordinator, host)
        }
        // The user leaves while the notes' first step waits for adapt's answer.
        let (first, firstHost) = try launch(nil)
        #expect(firstHost.notes?.answers.count == 1)
        let snapshot = try first.navigationSnapshot()
        #expect(snapshot.navigationCount == 1)

        let (coordinator, host) = try launch(snapshot)
        // The notes flow asks again, as at a launch, rather than staying empty.
        let notes = try #require(host.notes)
        #expect(notes.answers.count == 1)
        // Waiting again, it is the tree the snapshot was taken of.
        #expect(try coordinator.navigationSnapshot() == snapshot)
        notes.answers.first?.send(NoteStep.note(2))
        #expect(notes.navigationController.viewControllers.compactMap(\.title) == ["Note 2"])
        #expect(host.tabs.viewControllers.count == 1)
        #expect(try coordinator.navigationSnapshot().navigationCount == 2)
    }

    @Test func aChildFlowStartedAgainWithoutItsNavigationsStaysEmptyRelaunchAfterRelaunch() throws {
        let app = ShopApp()
        app.start()
        app.emit(.itemWithAccount(1))
        app.swipeDown()  // the account flow ends; the screen its navigation pushed stays
        let once = ShopApp()
        #expect(try once.restore(app.coordinator.navigationSnapshot()).isComplete)
        let twice = ShopApp()
        #expect(try twice.restore(once.coordinator.navigationSnapshot()).isComplete)
        #expect(twice.window.render() == once.window.render())
        #expect(try twice.coordinator.navigationSnapshot() == once.coordinator.navigationSnapshot())
    }

    // MARK: - The report: where and why

    @Test func aStepThatIsNotCodableIsNamedInTheReportByItsTypeAndDescription() throws {
        let first = NotesApp().launch([NoteStep.note(1), DraftStep(), NoteStep.note(2)])
        let app = NotesApp()
        let report = try app.restore(try first.keptSnapshot())
        #expect(
            report.description
                == "restored 2 of 4 navigations; stopped at RxFlowHeadlessTests.NotesPromiseFlow, "
                + "RxFlowHeadlessTests.DraftStep an unsaved draft: "
                + "the step is not restorable (make its type Codable and list it in NavigationRestoration)")
        #expect(!report.isComplete)
        // Everything before the stop is on screen, nothing after it.
        #expect(app.titles == ["List", "Note 1"])
        #expect(app.logs.messages(at: .info).contains("navigation restored in part"))
    }

    @Test func aStoppedRestorationDoesNotNameTheStatesItsStopLeftOut() throws {
        let first = NotesApp().launch([NoteStep.note(1), NoteStep.note(2), NoteStep.note(3)])
        let app = NotesApp()
        app.flow.refusedNotes = [2]
        let report = try app.restore(try first.keptSnapshot())
        // The stack was 4 deep; the replay stopped at 2: its depth is the stop's doing, not a
        // problem of its own.
        #expect(report.statesNotApplied.isEmpty)
        #expect(!report.description.contains("state not applied"))
        #expect(!report.isComplete && !report.startedAfresh)
        #expect(app.titles == ["List", "Note 1"])
    }

    @Test func aStateThatNoLongerReadsIsNamedWithItsModuleEvenWhenTheRestorationStopped() throws {
        let first = NotesApp().launch([NoteStep.note(1), NoteStep.note(2)])
        let snapshot = try editedSnapshot(of: first) { root in root["rootState"] = #""deep""# }
        let app = NotesApp()
        app.flow.refusedNotes = [2]
        let report = try app.restore(snapshot)
        #expect(report.stop?.reason == .adaptRefused)
        #expect(report.statesNotApplied == ["RxFlowHeadless.NavigationController"])
        #expect(report.description.hasSuffix("; state not applied to RxFlowHeadless.NavigationController"))
    }

    @Test func aStepCaseRemovedSinceIsNamedWithItsTypeInTheReport() throws {
        let first = NotesApp().launch([NoteStep.note(1)])
        let json = try String(decoding: JSONEncoder().encode(first.coordinator.navigationSnapshot()), as: UTF8.self)
        #expect(json.contains(#"{\"note\":"#))
        let edited = json.replacingOccurrences(of: #"{\"note\":"#, with: #"{\"memo\":"#)
        let app = NotesApp()
        let report = try app.restore(JSONDecoder().decode(NavigationSnapshot.self, from: Data(edited.utf8)))
        #expect(report.stop?.reason == .stepNotReadable("RxFlowHeadlessTests.NoteStep has no case memo"))
        #expect(
            report.description
                == #"restored 1 of 2 navigations; stopped at RxFlowHeadlessTests.NotesPromiseFlow, "#
                + #"RxFlowHeadlessTests.NoteStep {"memo":{"_0":1}}: "#
                + "the step can no longer be read: RxFlowHeadlessTests.NoteStep has no case memo")
        #expect(app.titles == ["List"])
    }

    @Test func aRestorationStoppedAtTheFirstStepStartedAfreshOneThatReplayedAStepDidNot() throws {
        let first = NotesApp().launch([NoteStep.note(1)])
        let snapshot = try first.keptSnapshot()
        #expect(try !NotesApp().restore(snapshot).startedAfresh)
        let edited = try editedSnapshot(of: first) { root in
            var navigations = root["navigations"] as? [[String: Any]] ?? []
            var step = navigations[0]["step"] as? [String: Any] ?? [:]
            step["value"] = #"{"home":{}}"#
            navigations[0]["step"] = step
            root["navigations"] = navigations
        }
        let app = NotesApp()
        let report = try app.restore(edited)
        #expect(report.navigationsReplayed == 0)
        #expect(report.startedAfresh)
        #expect(app.titles == ["List"])
    }

    /// `app`'s snapshot with its root flow's record changed by `change` (as JSON objects).
    private func editedSnapshot(of app: NotesApp, _ change: (inout [String: Any]) -> Void) throws
        -> NavigationSnapshot
    {
        let data = try JSONEncoder().encode(app.coordinator.navigationSnapshot())
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var root = try #require(json["root"] as? [String: Any])
        change(&root)
        json["root"] = root
        return try JSONDecoder().decode(NavigationSnapshot.self, from: JSONSerialization.data(withJSONObject: json))
    }

    @Test func aStepAdaptNowRefusesIsNamedWithItsTypeAndText() throws {
        let first = NotesApp().launch([NoteStep.note(1), NoteStep.note(2)])
        let app = NotesApp()
        app.flow.refusedNotes = [2]
        let report = try app.restore(try first.keptSnapshot())
        let stop = try #require(report.stop)
        #expect(stop.reason == .adaptRefused)
        #expect(stop.step.contains("NoteStep"))
        #expect(stop.step.contains("2"))
        #expect(report.description.contains(": adapt(step:) did not give a step"))
        #expect(app.titles == ["List", "Note 1"])
    }

    // MARK: - isRestoring

    @Test func isRestoringIsOnInTheReplayAndTheStatesAndOffAfter() throws {
        let first = NotesApp().launch([NoteStep.note(1)])
        (first.flow.navigationController.topViewController as? NoteScreen)?.draft = "half a sentence"
        let app = NotesApp()
        #expect(!FlowCoordinator.isRestoring)
        #expect(try app.restore(try first.keptSnapshot()).isComplete)
        #expect(app.flow.navigated.map(\.restoring) == [true, true])
        let note = try #require(app.flow.navigationController.topViewController as? NoteScreen)
        #expect(note.draft == "half a sentence")
        #expect(note.restoredWhileRestoring == [true])
        #expect(!FlowCoordinator.isRestoring)
        app.coordinator.navigate(to: NoteStep.note(2))
        #expect(app.flow.navigated.last?.restoring == false)
    }

    @Test func isRestoringStaysOnWhenAFlowRestoresAnotherTreeWhileItIsRestored() throws {
        let snapshot = try NotesApp().launch([NoteStep.note(1), NoteStep.note(2)]).keptSnapshot()
        let app = NotesApp()
        let inner = NotesApp()
        var innerReport: RestorationReport?
        app.flow.onNavigate = { step in
            guard case .note(1) = step as? NoteStep, innerReport == nil else { return }
            innerReport = try? inner.restore(snapshot)
        }
        #expect(try app.restore(snapshot).isComplete)
        #expect(innerReport?.isComplete == true)
        #expect(inner.flow.navigated.map(\.restoring) == [true, true, true])
        // The outer replay went on restoring after the inner one returned.
        #expect(app.flow.navigated.map(\.restoring) == [true, true, true])
        #expect(!FlowCoordinator.isRestoring)
    }

    @Test func aSideEffectGuardedByIsRestoringRunsOnce() throws {
        let first = NotesApp().launch([NoteStep.logOut])
        #expect(first.flow.logOuts == 1)
        let app = NotesApp()
        #expect(try app.restore(try first.keptSnapshot()).isComplete)
        #expect(app.flow.logOuts == 0)
        #expect(app.titles == ["List", "Logged out"])
    }

    // MARK: - What the user changed without a step

    @Test func twoSnapshotsOfTheSameTreeAreEqualAndWriteTheSameData() throws {
        let direct = NotesApp().launch([NoteStep.note(1)])
        let detour = NotesApp().launch([NoteStep.note(1), NoteStep.note(2), NoteStep.sheet(3)])
        detour.flow.navigationController.presentedViewController?.dismiss(animated: true)  // swiped away
        detour.flow.navigationController.popViewController(animated: true)  // Back
        let one = try direct.coordinator.navigationSnapshot()
        let other = try detour.coordinator.navigationSnapshot()
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(one) == encoder.encode(other))
        // Undone between two navigations that stayed: the same tree still.
        let between = NotesApp().launch([NoteStep.sheet(3)])
        between.flow.navigationController.presentedViewController?.dismiss(animated: true)
        between.coordinator.navigate(to: NoteStep.note(1))
        #expect(try between.coordinator.navigationSnapshot() == one)
        // A restored tree's snapshot is the one it was restored from, relaunch after relaunch.
        var snapshot = other
        for _ in 0..<2 {
            let app = NotesApp()
            #expect(try app.restore(snapshot).isComplete)
            #expect(app.window.render() == direct.window.render())
            snapshot = try app.keptSnapshot()
            #expect(snapshot == one)
        }
    }

    // MARK: - The test kit

    @Test func aStoreWithTheDefaultStepperRelaunchesTwiceAndFinishesClean() async {
        let store = FlowTestStore(flow: NotesPromiseFlow(), restoration: NotesApp.restoration)
        await store.receive(NotesPromiseFlow.self, RxFlowStep.home)
        store.visibleScreen(as: NoteScreen.self)?.steps.accept(NoteStep.note(1))
        await store.receive(NotesPromiseFlow.self, NoteStep.note(1))
        store.visibleScreen(as: NoteScreen.self)?.draft = "kept"

        #expect(await store.assertRelaunchRestores { NotesPromiseFlow() }?.isComplete == true)
        #expect(await store.assertRelaunchRestores { NotesPromiseFlow() }?.navigationsReplayed == 2)
        #expect(store.visibleScreen(as: NoteScreen.self)?.draft == "kept")
        store.visibleScreen(as: NoteScreen.self)?.steps.accept(NoteStep.sheet(2))
        await store.receive(NotesPromiseFlow.self, NoteStep.sheet(2))
        await store.finish()
    }
}
