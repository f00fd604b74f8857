import Foundation
import RxFlowHeadless
import Testing

@testable import MoviesDemo

/// The tour run when standard input is not a terminal, end to end.
@MainActor
struct GuidedTourTests {
    private static let dashboardLog = [
        "did navigate flow=WishlistFlow step=movieIsPicked(withId: 23452)",
        "did navigate flow=WishlistFlow step=castIsPicked(withId: 2)",
        "did navigate flow=WatchedFlow step=movieIsPicked(withId: 55423)",
        "did navigate flow=WatchedFlow step=castIsPicked(withId: 11)",
        "did navigate flow=WatchedFlow step=movieIsPicked(withId: 11020)",
        "did navigate flow=WishlistFlow step=settingsAreRequired",
        "did navigate flow=SettingsFlow step=settingsAreRequired",
        "did navigate flow=SettingsFlow step=unauthorized",
        "did navigate flow=SettingsFlow step=alertIsDismissed",
        "did navigate flow=SettingsFlow step=aboutIsRequired",
        // A link opened behind the settings waits for them to close; then only the flow on
        // screen navigates it (no "did navigate" for flows that would ignore it).
        "did navigate flow=SettingsFlow step=settingsAreComplete",
        "did navigate flow=WishlistFlow step=settingsAreComplete",
        "did navigate flow=WishlistFlow step=movieIsPicked(withId: 23452)",
        "did navigate flow=WishlistFlow step=castIsPicked(withId: 2)",
        "did navigate flow=WishlistFlow step=settingsAreRequired",
        "did navigate flow=SettingsFlow step=settingsAreRequired",
        "did navigate flow=SettingsFlow step=logoutIsRequired",
        "did navigate flow=WishlistFlow step=userLoggedOut",
        "did navigate flow=DashboardFlow step=userLoggedOut",
        "did navigate flow=AppFlow step=userLoggedOut",
        "did navigate flow=OnboardingFlow step=apiKeyIsRequired",
        // A link opened during the onboarding waits for the dashboard.
        "did navigate flow=OnboardingFlow step=apiKeyIsComplete",
        "did navigate flow=OnboardingFlow step=termsAreAccepted",
        "did navigate flow=AppFlow step=onboardingIsComplete",
        "did navigate flow=DashboardFlow step=dashboardIsRequired",
        "did navigate flow=WishlistFlow step=moviesAreRequired",
        "did navigate flow=WatchedFlow step=moviesAreRequired",
        "did navigate flow=WishlistFlow step=movieIsPicked(withId: 55423)",
    ]

    private static let dashboardStart = [
        "did navigate flow=DashboardFlow step=dashboardIsRequired",
        "did navigate flow=WishlistFlow step=moviesAreRequired",
        "did navigate flow=WatchedFlow step=moviesAreRequired",
    ]

    @Test func onAFirstRunTheTourGoesThroughTheOnboardingThenEverythingElse() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let result = try await DemoHarness().run(["--config-dir", directory.path])

        #expect(result.status == 0)
        #expect(result.lines.first == "First run: no saved state at \(directory.stateFile.path).")
        #expect(result.lines[1].hasPrefix("MoviesDemo guided tour"))
        let onboarding = [
            "did navigate flow=AppFlow step=onboardingIsRequired",
            "did navigate flow=OnboardingFlow step=apiKeyIsRequired",
            "did navigate flow=OnboardingFlow step=apiKeyIsComplete",
            "did navigate flow=OnboardingFlow step=apiKeyIsComplete",
            "did navigate flow=OnboardingFlow step=termsAreAccepted",
            "did navigate flow=AppFlow step=onboardingIsComplete",
        ]
        #expect(result.navigationLog == onboarding + Self.dashboardStart + Self.dashboardLog)
        #expect(result.lines.last == GuidedTour.conclusion)
        // The tour ends onboarded with the demo key: the next run starts on the dashboard.
        let state = try JSONDecoder().decode(AppState.self, from: Data(contentsOf: directory.stateFile))
        #expect(state == AppState(isOnboarded: true, apiKey: "DEMO-1234"))
    }

    @Test func onALaterRunTheTourStartsOnTheDashboard() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let result = try await DemoHarness().run(["--config-dir", directory.path])

        #expect(result.status == 0)
        #expect(result.lines.first?.hasPrefix("MoviesDemo guided tour") == true)
        #expect(
            result.navigationLog == ["did navigate flow=AppFlow step=dashboardIsRequired"] + Self.dashboardStart
                + Self.dashboardLog)
    }

    @Test func theTourVisitsEveryKindOfNavigation() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let text = try await DemoHarness().run(["--config-dir", directory.path]).text

        for kind in [
            "# Push:", "# Pop:", "# Tab switch:", "# Modal:", "# Split view:", "# Flow end:", "# Guarded step:",
            "# Deep link behind a modal:", "# Deep link on screen:", "# A deep link during the onboarding",
        ] {
            #expect(text.contains(kind), "the tour has no \(kind) stop")
        }
        #expect(
            text.contains(
                "moviesdemo://movies/23452: no movie list is on screen; kept, it opens once Settings is closed."))
        #expect(text.contains("Opening moviesdemo://movies/23452, kept until a movie list was on screen."))
        #expect(
            text.contains(
                "moviesdemo://movies/55423: no movie list is on screen; kept, it opens once the onboarding is done."))
        #expect(text.contains("back: popped Terms"))
        #expect(text.contains("tab 2: Watched"))
        #expect(text.contains("error: there is no movie #99999 in the catalogue."))
        #expect(text.contains("error: https://example.com/movies/1: only moviesdemo:// links are handled."))
    }

    @Test func theTourShowsTheSettingsSplitViewAndTheGuardedAlert() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let text = try await DemoHarness().run(["--config-dir", directory.path]).text

        #expect(
            text.contains(
                """
                > 2
                did navigate flow=SettingsFlow step=unauthorized

                Window (key)
                - TabBarController
                  * NavigationController "Wishlist"
                    - MovieListScreen "Wishlist" (top)
                  - NavigationController "Watched"
                    - MovieListScreen "Watched"
                    - MovieDetailScreen "Mad Max: Fury Road"
                    - CastDetailScreen "Tom Hardy"
                    - MovieDetailScreen "Inception" (top)
                  presented (fullScreen):
                    - SplitViewController "Settings" [visible]
                      - SettingsListScreen "Settings" (primary) [visible]
                      - SettingsApiKeyScreen "API key" (secondary) [visible]
                      presented (pageSheet):
                        - AlertScreen "Not allowed" [visible]

                == Not allowed ==
                About needs an API key: set one under "API key" first.
                  1. OK
                """))
    }

    @Test func theTourLeavesNoHeadlessWarningAndEndsOnTheLinkKeptDuringTheOnboarding() async {
        let output = BufferedOutput()
        let session = DemoSession(services: AppServices(), output: output)
        session.start()
        let status = await DemoRunner(session: session, output: output, style: .plain).runTour()

        #expect(status == 0)
        #expect(session.app.window.warnings.isEmpty)
        #expect(session.app.frontScreens.map(\.title) == ["Mad Max: Fury Road"])
        #expect(session.app.services.deepLinks.pending == nil)
        #expect(session.app.services.state == AppState(isOnboarded: true, apiKey: "DEMO-1234"))
    }

    @Test func theTourStopsAreTheSameWithOrWithoutOnboarding() {
        let later = GuidedTour.stops(startingInOnboarding: false)
        let first = GuidedTour.stops(startingInOnboarding: true)
        #expect(Array(first.suffix(later.count)) == later)
        #expect(first.count == later.count + 4)
        #expect(first.filter(\.expectsRejection).map(\.command).count == 2)
    }
}
