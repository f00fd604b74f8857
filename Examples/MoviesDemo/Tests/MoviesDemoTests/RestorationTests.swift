import Foundation
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

@testable import MoviesDemo

/// Where the user was when the demo quit, restored by the flows at the next run.
@MainActor
struct RestorationTests {
    private let logs = LogCapture()

    private func makeApp(_ state: AppState = DeepestScreen.onboarded) -> MoviesApp {
        MoviesApp(services: AppServices(state: state), logger: logs.logger)
    }

    @Test func theDeepestScreenComesBackWholeWithoutAnimation() async throws {
        let app = makeApp()
        app.start()
        try await DeepestScreen.go(app)
        let snapshot = try JSONDecoder().decode(
            NavigationSnapshot.self, from: DeepestScreen.json(#require(app.navigationSnapshot)))

        let restored = makeApp()
        let report = try restored.start(restoring: snapshot).get()
        #expect(report.isComplete, "\(report)")
        #expect(report.navigationsReplayed == snapshot.navigationCount)
        #expect(restored.window.render() == app.window.render())
        #expect(restored.navigationSnapshot == snapshot)
        #expect(restored.window.lastTransitionAnimated == false)
        // The replay is not logged as navigations: the session says what it restored.
        #expect(restored.navigationLog.isEmpty)

        // The tree goes on: Done closes the settings, and the wishlist's list is on screen.
        try await restored.performAction(titled: "Done")
        #expect(restored.frontScreens.map(\.title) == ["Wishlist"])
        #expect(restored.navigationLog.last == "did navigate flow=WishlistFlow step=settingsAreComplete")
        #expect(logs.messages(atLeast: .warning).isEmpty)
    }

    /// Found by the random restoration walks: the onboarding after a log-out is restored by
    /// navigating `.userLoggedOut` again, which must not log out again (it forgot the key the
    /// user had chosen since, and About was refused after the relaunch).
    @Test func restoringTheOnboardingAfterALogOutKeepsWhatTheUserDidSince() async throws {
        let app = makeApp()
        app.start()
        try await app.performAction(titled: "Settings")
        try await app.performAction(titled: "Log out")
        try await app.performAction(titled: "Use the demo key (DEMO-1234)")
        #expect(app.services.apiKey == AppServices.demoApiKey)
        let snapshot = try #require(app.navigationSnapshot)

        let restored = makeApp(app.services.state)
        #expect(try restored.start(restoring: snapshot).get().isComplete)
        #expect(restored.window.render() == app.window.render())
        #expect(restored.services.apiKey == AppServices.demoApiKey)
        try await restored.performAction(titled: "Accept the terms")
        try await restored.performAction(titled: "Settings")
        try await restored.performAction(titled: "About")
        #expect(restored.frontScreens.map(\.title).contains("About"), "\(restored.window.render())")
        #expect(logs.messages(atLeast: .warning).isEmpty)
    }

    /// The figure the README states, in its "Try it" section.
    @Test func theDeepestScreensSnapshotIsSmallAndTheReadmeSaysHowSmall() async throws {
        let app = makeApp()
        app.start()
        try await DeepestScreen.go(app)
        let bytes = try DeepestScreen.json(#require(app.navigationSnapshot)).count
        #expect(bytes == 2_194)
        let readme = try String(
            contentsOf: DeepestScreen.fixture.deletingLastPathComponent().appendingPathComponent(
                "../../../../../README.md"),
            encoding: .utf8)
        #expect(readme.contains("\(bytes) bytes of JSON"))
    }

    /// The fixture is what the demo writes at its deepest screen today (run with
    /// `MOVIESDEMO_WRITE_FIXTURES=1` to write it again after a change of the flows that is
    /// meant to change it).
    @Test func theFixtureIsWhatTheDemoWrites() async throws {
        let app = makeApp()
        app.start()
        try await DeepestScreen.go(app)
        let json = try DeepestScreen.json(#require(app.navigationSnapshot))
        if ProcessInfo.processInfo.environment["MOVIESDEMO_WRITE_FIXTURES"] == "1" {
            try json.write(to: DeepestScreen.fixture)
        }
        #expect(try Data(contentsOf: DeepestScreen.fixture) == json)
    }

    /// An update of the demo removed the step case that pushed the cast member (simulated on
    /// the fixture: its step becomes a case this build does not have). What was navigated
    /// before it is restored; the report says where and why it stopped.
    @Test func aSnapshotWithAStepCaseRemovedSinceRestoresUpToIt() async throws {
        let edited = try editedFixture(
            replacing: #"{\"castIsPicked\":{\"withId\":11}}"#, with: #"{\"actorIsPicked\":{\"withId\":11}}"#)
        let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(edited.utf8))

        let restored = makeApp()
        let report = try restored.start(restoring: snapshot).get()
        #expect(report.navigationsReplayed == 5)  // the app, the dashboard, both lists, Mad Max
        #expect(report.navigationsInSnapshot == snapshot.navigationCount)
        #expect(report.stop?.flow == "MoviesDemo.WatchedFlow")
        #expect(report.stop?.step == #"MoviesDemo.DemoStep {"actorIsPicked":{"withId":11}}"#)
        #expect(report.stop?.reason == .stepNotReadable("MoviesDemo.DemoStep has no case actorIsPicked"))
        // The selected tab is the one the user left; the watched stack is as deep as the replay
        // went, which the stop says already.
        #expect(report.statesNotApplied.isEmpty)
        #expect(
            restored.window.render() == """
                Window (key)
                - TabBarController [visible]
                  * NavigationController "Wishlist" [visible]
                    - MovieListScreen "Wishlist" (top) [visible]
                  - NavigationController "Watched"
                    - MovieListScreen "Watched"
                    - MovieDetailScreen "Mad Max: Fury Road" (top)
                """)
    }

    /// An update of the demo changed the app's first step (simulated on the fixture): nothing
    /// can be replayed, and the demo starts as a launch does, on the dashboard, rather than on
    /// an empty window.
    @Test func aSnapshotWhoseFirstStepNoLongerReadsStartsAsALaunchDoes() async throws {
        let edited = try editedFixture(
            replacing: #""order":0,"step":{"type":"MoviesDemo.DemoStep","value":"{\"dashboardIsRequired\":{}}"}"#,
            with: #""order":0,"step":{"type":"MoviesDemo.DemoStep","value":"{\"homeIsRequired\":{}}"}"#)
        let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(edited.utf8))

        let restored = makeApp()
        let report = try restored.start(restoring: snapshot).get()
        #expect(report.navigationsReplayed == 0)
        #expect(report.startedAfresh)
        #expect(report.stop?.flow == "MoviesDemo.AppFlow")
        let launched = makeApp()
        launched.start()
        #expect(restored.window.render() == launched.window.render())
        #expect(restored.window.render().contains(#"MovieListScreen "Wishlist" (top) [visible]"#))
    }

    @Test func theProgramSaysWhatItRestoredInPart() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let edited = try editedFixture(
            replacing: #"{\"castIsPicked\":{\"withId\":11}}"#, with: #"{\"actorIsPicked\":{\"withId\":11}}"#)
        directory.write(#"{"apiKey":"DEMO-1234","isOnboarded":true,"navigation":\#(edited)}"#)

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])

        #expect(result.status == 0)
        let first = try #require(result.lines.first)
        #expect(
            first
                == "Restored in part where you left off: restored 5 of 10 navigations; stopped at MoviesDemo.WatchedFlow, "
                + #"MoviesDemo.DemoStep {"actorIsPicked":{"withId":11}}: the step can no longer be read: "#
                + "MoviesDemo.DemoStep has no case actorIsPicked.")
        #expect(result.lines.contains("== Wishlist =="))
    }

    @Test func aSavedPlaceWhoseTabFlowIsGoneShowsTheTabsAfreshNotAnEmptyWindow() async throws {
        // A later demo whose dashboard no longer opens the flow the snapshot has: the replay
        // stops at the dashboard's navigation, whose tab flows then start as at a launch.
        let edited = try editedFixture(replacing: #""MoviesDemo.WatchedFlow""#, with: #""MoviesDemo.GoneFlow""#)
        let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(edited.utf8))

        let restored = makeApp()
        let report = try restored.start(restoring: snapshot).get()
        #expect(report.navigationsReplayed == 1)
        #expect(report.stop?.flow == "MoviesDemo.DashboardFlow")
        #expect(restored.window.render().contains(#"MovieListScreen "Wishlist" (top) [visible]"#))
        #expect(restored.window.render().contains(#"MovieListScreen "Watched" (top)"#))
    }

    @Test func theProgramSaysItStartedAfreshWhenNoNavigationWasKept() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let empty =
            #"{"format":"swift-rxflow.navigation","version":1,"#
            + #""root":{"flow":"MoviesDemo.AppFlow","navigations":[]}}"#
        directory.write(#"{"apiKey":"DEMO-1234","isOnboarded":true,"navigation":\#(empty)}"#)

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])

        #expect(result.status == 0)
        // After the launch's navigations, logged as at any launch (nothing was restored).
        #expect(result.lines.first == "did navigate flow=AppFlow step=dashboardIsRequired")
        #expect(result.lines.contains("No navigation was kept from the last run; started at the beginning."))
        #expect(!result.lines.contains { $0.hasPrefix("Restored") })
        #expect(result.lines.contains("== Wishlist =="))
    }

    @Test func quittingAtTheDeepestScreenAndRunningAgainShowsIt() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)
        let script = "tab 2; 1; 1; 2; tab 1; 8; 2"

        let first = try await DemoHarness().run(["--config-dir", directory.path, "--script", script])
        let again = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])

        #expect(first.status == 0 && again.status == 0)
        #expect(again.lines.first == "Restored where you left off (10 navigations replayed); --reset starts fresh.")
        #expect(window(in: again.lines, last: false) == window(in: first.lines, last: true))
        #expect(again.lines.contains("== About =="))
        #expect(again.navigationLog.isEmpty)

        let reset = try await DemoHarness().run(["--config-dir", directory.path, "--reset", "--script", "quit"])
        #expect(reset.lines.contains("== API key =="))
    }

    /// A place another program wrote, or a later demo (a snapshot of a later version): the rest
    /// of the state is used, and the file is copied aside before it loses the place.
    @Test(arguments: [false, true])
    func aSavedPlaceThatNoLongerReadsIsForgottenNotTheRestAndIsKeptAside(ofALaterVersion: Bool) async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let place =
            ofALaterVersion
            ? try editedFixture(replacing: #""version":1"#, with: #""version":2"#) : #"{"format":"other"}"#
        let contents = #"{"apiKey":"DEMO-1234","isOnboarded":true,"navigation":\#(place)}"#
        directory.write(contents)
        let kept = directory.stateFile.path + ".unreadable"

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])

        #expect(
            result.lines.first
                == "The place saved in \(directory.stateFile.path) is unreadable; copied the file to \(kept) "
                + "and starting at the beginning.")
        #expect(result.lines.contains("== Wishlist =="))
        #expect(directory.read("state.json.unreadable") == contents)
        // The state file keeps the rest, and now the place of this run.
        let state = StateStore(directory: directory.url).load()
        #expect(state.notice == nil)
        #expect(state.state.isOnboarded && state.state.apiKey == AppServices.demoApiKey)
        #expect(state.state.navigation != nil)
    }

    /// A state file edited by hand to see the onboarding again: not onboarded, but the saved
    /// place is past the onboarding (on the dashboard, or just after completing it). The
    /// onboarding state wins, as it does at a launch without a saved place.
    @Test(arguments: [false, true])
    func aSavedPlacePastAnOnboardingNotDoneStartsWithTheOnboarding(justCompleted: Bool) async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        if justCompleted {
            _ = try await DemoHarness().run(["--config-dir", directory.path, "--script", "1; 1"])
            let saved = try #require(directory.read())
            #expect(saved.contains(#"onboardingIsComplete"#))
            directory.write(saved.replacingOccurrences(of: #""isOnboarded" : true"#, with: #""isOnboarded" : false"#))
        } else {
            let place = try String(contentsOf: DeepestScreen.fixture, encoding: .utf8)
            directory.write(#"{"apiKey":"DEMO-1234","isOnboarded":false,"navigation":\#(place)}"#)
        }

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])

        #expect(result.status == 0)
        #expect(
            result.lines.contains(
                "The saved place is past the onboarding, which the state says is not done: starting with the onboarding."
            ))
        #expect(result.navigationLog.first == "did navigate flow=AppFlow step=onboardingIsRequired")
        #expect(result.lines.contains("== API key =="))
        #expect(!result.lines.contains { $0.contains("Wishlist") })
        // The state is as it was edited, and the place saved is the onboarding's.
        let state = StateStore(directory: directory.url).load().state
        #expect(!state.isOnboarded && state.apiKey == AppServices.demoApiKey)
        let again = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])
        #expect(again.lines.first?.hasPrefix("Restored where you left off") == true)
        #expect(again.lines.contains("== API key =="))
    }

    /// The other way round: onboarded, but the saved place is in the onboarding. The
    /// dashboard, as at a launch.
    @Test func aSavedPlaceInAnOnboardingDoneStartsOnTheDashboard() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        _ = try await DemoHarness().run(["--config-dir", directory.path, "--script", "1"])
        let saved = try #require(directory.read())
        directory.write(saved.replacingOccurrences(of: #""isOnboarded" : false"#, with: #""isOnboarded" : true"#))

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])

        #expect(
            result.lines.contains(
                "The saved place is in the onboarding, which the state says is done: starting on the dashboard."))
        #expect(result.navigationLog.first == "did navigate flow=AppFlow step=dashboardIsRequired")
        #expect(result.lines.contains("== Wishlist =="))
        #expect(!result.lines.contains("== Terms =="))
    }

    /// The fixture's text (a snapshot the demo wrote) with `old`, which it holds, replaced by
    /// `new`: as if a later build of the demo had changed a step.
    private func editedFixture(replacing old: String, with new: String) throws -> String {
        let written = try String(contentsOf: DeepestScreen.fixture, encoding: .utf8)
        #expect(written.contains(old))
        return written.replacingOccurrences(of: old, with: new)
    }

    /// The lines of the first (or last) window printed in `lines`.
    private func window(in lines: [String], last: Bool) -> [String] {
        let starts = lines.indices.filter { lines[$0] == "Window (key)" }
        guard let start = last ? starts.last : starts.first else { return [] }
        let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
        return Array(lines[start..<end])
    }
}
