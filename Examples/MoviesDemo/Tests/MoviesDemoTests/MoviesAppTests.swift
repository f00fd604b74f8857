import RxFlowHeadless
import Testing

@testable import MoviesDemo

/// The RxFlow wiring on its own, without the terminal: no output, no commands.
@MainActor
struct MoviesAppTests {
    private func makeApp(_ state: AppState = AppState(isOnboarded: true, apiKey: "DEMO-1234")) -> MoviesApp {
        let app = MoviesApp(services: AppServices(state: state))
        app.start()
        return app
    }

    @Test func theNavigationLogIsKeptAndReportedAsItHappens() async throws {
        let app = MoviesApp(services: AppServices())
        var reported: [String] = []
        app.onNavigation = { reported.append($0) }
        app.start()
        try await app.performAction(titled: "Continue without a key")

        #expect(app.isOnboarding)
        #expect(
            app.navigationLog == [
                "did navigate flow=AppFlow step=onboardingIsRequired",
                "did navigate flow=OnboardingFlow step=apiKeyIsRequired",
                "did navigate flow=OnboardingFlow step=apiKeyIsComplete",
            ])
        #expect(reported == app.navigationLog)
    }

    @Test func backPopsThenHasNothingToGoBackTo() async throws {
        let app = makeApp()
        try await app.performAction(titled: "Interstellar (2014)")
        #expect(app.frontScreens.map(\.title) == ["Interstellar"])

        guard case .popped(let screen) = app.goBack() else {
            Issue.record("back did not pop")
            return
        }
        #expect(screen is MovieDetailScreen && screen.title == "Interstellar")
        #expect(app.frontScreens.map(\.title) == ["Wishlist"])
        guard case .nothingToGoBackTo = app.goBack() else {
            Issue.record("back did something on the first screen of the stack")
            return
        }
    }

    @Test func backDismissesThePresentedSettings() async throws {
        let app = makeApp()
        try await app.performAction(titled: "Settings")

        guard case .dismissed(let screen) = app.goBack() else {
            Issue.record("back did not dismiss the settings")
            return
        }
        #expect(screen is SplitViewController && screen.title == "Settings")
        #expect(app.frontScreens.map(\.title) == ["Wishlist"])
        #expect(app.window.warnings.isEmpty)
    }

    @Test func tabsAreSelectedByIndexWhileATabBarIsOnScreen() async throws {
        let app = makeApp()

        guard case .noSuchTab(let count) = app.selectTab(at: 2) else {
            Issue.record("a third tab was selected")
            return
        }
        #expect(count == 2)
        guard case .selected(let tab) = app.selectTab(at: 1) else {
            Issue.record("the second tab was not selected")
            return
        }
        #expect(tab.title == "Watched")
        #expect(app.frontScreens.map(\.title) == ["Watched"])

        try await app.performAction(titled: "Mad Max: Fury Road (2015)")
        _ = app.selectTab(at: 0)
        try await app.performAction(titled: "Settings")
        guard case .covered(let layer) = app.selectTab(at: 1) else {
            Issue.record("a tab was selected under the settings, or the settings were not named")
            return
        }
        #expect(layer.title == "Settings")
        #expect(app.frontScreens.map(\.title) == ["Settings", "API key"])

        let onboarding = makeApp(.firstRun)
        guard case .noTabBar = onboarding.selectTab(at: 0) else {
            Issue.record("the onboarding has no tab bar, above or under it")
            return
        }
    }

    @Test func deepLinksAreShownKeptOrRefused() async throws {
        let onboarding = makeApp(.firstRun)
        #expect(await onboarding.open("moviesdemo://cast/2") == .kept(replacing: nil))
        #expect(await onboarding.open("moviesdemo://movies/23452") == .kept(replacing: "moviesdemo://cast/2"))
        #expect(onboarding.services.deepLinks.pending?.step == .movieIsPicked(withId: 23452))

        let app = makeApp()
        #expect(await app.open("moviesdemo://movies/1") == .refused(.unknownMovie(1)))
        #expect(await app.open("https://example.com") == .refused(.wrongScheme("https://example.com")))
        #expect(app.frontScreens.map(\.title) == ["Wishlist"])
        #expect(await app.open("moviesdemo://movies/23452") == .shown)
        #expect(app.frontScreens.map(\.title) == ["Interstellar"])
        #expect(app.navigationLog.last == "did navigate flow=WishlistFlow step=movieIsPicked(withId: 23452)")
        #expect(app.services.deepLinks.pending == nil)
    }

    @Test func aLinkKeptDuringTheOnboardingOpensOnceTheDashboardShows() async throws {
        let app = makeApp(.firstRun)
        var opened: [String] = []
        app.onKeptLinkOpened = { opened.append($0) }
        let before = app.window.render()
        #expect(await app.open("moviesdemo://cast/2") == .kept(replacing: nil))
        #expect(app.window.render() == before)
        #expect(opened.isEmpty)

        try await app.performAction(titled: "Continue without a key")
        try await app.performAction(titled: "Accept the terms")

        #expect(opened == ["moviesdemo://cast/2"])
        #expect(app.frontScreens.map(\.title) == ["Anne Hathaway"])
        #expect(
            app.navigationLog.suffix(4) == [
                "did navigate flow=DashboardFlow step=dashboardIsRequired",
                "did navigate flow=WishlistFlow step=moviesAreRequired",
                "did navigate flow=WatchedFlow step=moviesAreRequired",
                "did navigate flow=WishlistFlow step=castIsPicked(withId: 2)",
            ])
        #expect(app.services.deepLinks.pending == nil)
    }

    @Test func aLinkKeptBehindTheSettingsOpensOnceTheyAreClosedByDoneOrBack() async throws {
        for close in ["Done", "back"] {
            let app = makeApp()
            try await app.performAction(titled: "Settings")
            let log = app.navigationLog
            #expect(await app.open("moviesdemo://movies/55423") == .kept(replacing: nil))
            #expect(app.navigationLog == log, "a flow navigated a link it cannot show")

            if close == "Done" {
                try await app.performAction(titled: "Done")
            } else {
                guard case .dismissed = app.goBack() else {
                    Issue.record("back did not dismiss the settings")
                    continue
                }
                await app.settle()
            }

            #expect(app.frontScreens.map(\.title) == ["Mad Max: Fury Road"], "closed by \(close)")
            #expect(app.navigationLog.last == "did navigate flow=WishlistFlow step=movieIsPicked(withId: 55423)")
            #expect(app.navigationLog.filter { $0.contains("movieIsPicked") }.count == 1)
        }
    }

    @Test func theTabOnScreenOpensTheLinkAndTheOtherTabDoesNot() async throws {
        let app = makeApp()
        _ = app.selectTab(at: 1)
        #expect(await app.open("moviesdemo://movies/23452") == .shown)
        #expect(app.frontScreens.map(\.title) == ["Interstellar"])
        #expect(app.navigationLog.last == "did navigate flow=WatchedFlow step=movieIsPicked(withId: 23452)")

        _ = app.selectTab(at: 0)
        #expect(app.frontScreens.map(\.title) == ["Wishlist"])
    }

    @Test func aLinkKeptWhenTheUserLogsOutIsForgotten() async throws {
        let app = makeApp()
        try await app.performAction(titled: "Settings")
        #expect(await app.open("moviesdemo://movies/23452") == .kept(replacing: nil))
        try await app.performAction(titled: "Log out")
        try await app.performAction(titled: "Continue without a key")
        try await app.performAction(titled: "Accept the terms")

        #expect(app.frontScreens.map(\.title) == ["Wishlist"])
        #expect(!app.navigationLog.contains { $0.contains("movieIsPicked") })
    }
}
