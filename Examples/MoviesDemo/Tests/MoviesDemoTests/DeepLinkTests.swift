import Foundation
import Testing

@testable import MoviesDemo

/// Deep links: parsing, and what they do (or do not do) to the navigation.
@MainActor
struct DeepLinkTests {
    private let catalogue = Catalogue.standard

    @Test func movieAndCastLinksBecomeSteps() {
        #expect(
            DeepLink.step(for: "moviesdemo://movies/23452", in: catalogue) == .success(.movieIsPicked(withId: 23452)))
        #expect(DeepLink.step(for: "moviesdemo://cast/2", in: catalogue) == .success(.castIsPicked(withId: 2)))
        #expect(
            DeepLink.step(for: "MoviesDemo://Movies/55423/", in: catalogue) == .success(.movieIsPicked(withId: 55423)))
    }

    @Test(arguments: [
        ("", DeepLinkError.malformed("")),
        ("not a link", .malformed("not a link")),
        ("https://example.com/movies/1", .wrongScheme("https://example.com/movies/1")),
        ("moviesdemo://movies", .unknownPath("moviesdemo://movies")),
        ("moviesdemo://movies/1/2", .unknownPath("moviesdemo://movies/1/2")),
        ("moviesdemo://tv/1", .unknownPath("moviesdemo://tv/1")),
        ("moviesdemo://movies/abc", .invalidId("moviesdemo://movies/abc")),
        ("moviesdemo://cast/-3", .invalidId("moviesdemo://cast/-3")),
        ("moviesdemo://cast/+3", .invalidId("moviesdemo://cast/+3")),
        ("moviesdemo://movies/9999999999999999999999", .invalidId("moviesdemo://movies/9999999999999999999999")),
        ("moviesdemo://movies/99999", .unknownMovie(99999)),
        ("moviesdemo://cast/404", .unknownCastMember(404)),
    ])
    func badLinksAreRefusedWithAReason(link: String, error: DeepLinkError) {
        #expect(DeepLink.step(for: link, in: catalogue) == .failure(error))
    }

    @Test func aBadLinkLeavesNavigationUntouched() async {
        let output = BufferedOutput()
        let session = DemoSession(services: AppServices(state: AppState(isOnboarded: true)), output: output)
        session.start()
        await session.execute("1")
        let before = session.app.window.render()
        let log = session.app.navigationLog
        output.clear()

        #expect(await session.open("moviesdemo://movies/nope") == .rejected)
        #expect(await session.open("moviesdemo://cast/999") == .rejected)

        #expect(session.app.window.render() == before)
        #expect(session.app.navigationLog == log)
        #expect(
            output.lines == [
                "error: moviesdemo://movies/nope: the id must be a whole number, in digits, from 0 to 9223372036854775807.",
                "error: there is no cast member #999 in the catalogue.",
            ])
    }

    @Test func theFlowOnScreenShowsALinkAndNoOtherFlowNavigatesIt() async {
        let session = DemoSession(services: AppServices(state: AppState(isOnboarded: true)), output: BufferedOutput())
        session.start()
        await session.execute("tab 2")
        let log = session.app.navigationLog

        #expect(await session.open("moviesdemo://movies/23452") == .done)

        #expect(session.app.frontScreens.map(\.title) == ["Interstellar"])
        #expect(session.app.navigationLog == log + ["did navigate flow=WatchedFlow step=movieIsPicked(withId: 23452)"])
        await session.execute("tab 1")
        #expect(session.app.frontScreens.map(\.title) == ["Wishlist"])
    }

    @Test func aLinkDuringTheOnboardingIsKeptThenOpenedAfterIt() async {
        let output = BufferedOutput()
        let session = DemoSession(services: AppServices(), output: output)
        session.start()
        let before = session.app.window.render()
        let log = session.app.navigationLog
        output.clear()

        #expect(await session.open("moviesdemo://cast/2") == .done)

        #expect(session.app.window.render() == before)
        #expect(session.app.navigationLog == log)
        #expect(
            output.lines == [
                "moviesdemo://cast/2: no movie list is on screen; kept, it opens once the onboarding is done."
            ])

        await session.execute("1")
        output.clear()
        await session.execute("1")
        #expect(
            Array(output.lines.prefix(7)) == [
                "did navigate flow=OnboardingFlow step=termsAreAccepted",
                "did navigate flow=AppFlow step=onboardingIsComplete",
                "did navigate flow=DashboardFlow step=dashboardIsRequired",
                "did navigate flow=WishlistFlow step=moviesAreRequired",
                "did navigate flow=WatchedFlow step=moviesAreRequired",
                "Opening moviesdemo://cast/2, kept until a movie list was on screen.",
                "did navigate flow=WishlistFlow step=castIsPicked(withId: 2)",
            ])
        #expect(session.app.frontScreens.map(\.title) == ["Anne Hathaway"])
    }

    @Test func aNewerLinkReplacesTheKeptOne() async {
        let output = BufferedOutput()
        let session = DemoSession(services: AppServices(state: AppState(isOnboarded: true)), output: output)
        session.start()
        await session.execute("8")  // Settings
        output.clear()

        #expect(await session.open("moviesdemo://cast/2") == .done)
        #expect(await session.open("moviesdemo://movies/55423") == .done)
        await session.execute("back")

        #expect(
            Array(output.lines.prefix(5)) == [
                "moviesdemo://cast/2: no movie list is on screen; kept, it opens once Settings is closed.",
                "moviesdemo://movies/55423: no movie list is on screen; kept, it opens once Settings is closed."
                    + " It replaces moviesdemo://cast/2, kept before.",
                // What the user did comes before what it led to.
                "back: dismissed Settings",
                "Opening moviesdemo://movies/55423, kept until a movie list was on screen.",
                "did navigate flow=WishlistFlow step=movieIsPicked(withId: 55423)",
            ])
        #expect(session.app.frontScreens.map(\.title) == ["Mad Max: Fury Road"])
        #expect(!session.app.navigationLog.contains { $0.contains("castIsPicked") })
    }

    @Test func aLaunchLinkAloneShowsWhereItLeadsAndExits() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--deep-link", "moviesdemo://cast/5"])

        #expect(result.status == 0)
        #expect(!result.text.contains("guided tour"))
        #expect(result.navigationLog.last == "did navigate flow=WishlistFlow step=castIsPicked(withId: 5)")
        #expect(
            result.lines.suffix(4) == [
                "== Matt Damon ==",
                "Matt Damon (cast #5) in the catalogue:",
                "  1. Interstellar (2014) as Dr. Mann",
                "  2. The Martian (2015) as Mark Watney",
            ])
    }

    @Test func aLaunchLinkOnAFirstRunWaitsForTheOnboardingThenOpens() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let alone = try await DemoHarness().run([
            "--config-dir", directory.path, "--deep-link", "moviesdemo://movies/23452",
        ])
        #expect(alone.status == 0)
        #expect(
            alone.lines.contains(
                "moviesdemo://movies/23452: no movie list is on screen; kept, it opens once the onboarding is done."))
        #expect(alone.lines.contains("== API key =="))
        #expect(alone.navigationLog.count == 2)

        let scripted = try await DemoHarness().run([
            "--config-dir", directory.path, "--deep-link", "moviesdemo://movies/23452", "--script", "1; 1",
        ])
        #expect(scripted.status == 0)
        #expect(scripted.navigationLog.last == "did navigate flow=WishlistFlow step=movieIsPicked(withId: 23452)")
        #expect(scripted.lines.contains("== Interstellar =="))
    }

    @Test func aBadLaunchLinkFailsButStillShowsTheScreen() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let result = try await DemoHarness().run([
            "--config-dir", directory.path, "--deep-link", "moviesdemo://movies/1",
        ])

        #expect(result.status == 1)
        #expect(result.lines.contains("error: there is no movie #1 in the catalogue."))
        #expect(result.lines.contains("== Wishlist =="))
    }

    @Test func aLaunchLinkThenTheScriptOrThePrompt() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let scripted = try await DemoHarness().run([
            "--config-dir", directory.path, "--deep-link", "moviesdemo://movies/23452", "--script", "back",
        ])
        #expect(scripted.status == 0)
        #expect(scripted.lines.contains("back: popped Interstellar"))

        let interactive = try await DemoHarness().run(
            ["--config-dir", directory.path, "--deep-link", "moviesdemo://movies/23452", "--interactive"],
            input: "2\n")
        #expect(interactive.navigationLog.last == "did navigate flow=WishlistFlow step=castIsPicked(withId: 2)")
    }
}
