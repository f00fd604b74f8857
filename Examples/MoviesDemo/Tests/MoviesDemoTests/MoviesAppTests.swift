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
        guard case .noTabBar = app.selectTab(at: 1) else {
            Issue.record("a tab was selected under the settings")
            return
        }
        #expect(app.frontScreens.map(\.title) == ["Settings", "API key"])
    }

    @Test func deepLinksAreShownRefusedOrNotShown() async {
        let onboarding = makeApp(.firstRun)
        #expect(await onboarding.open("moviesdemo://cast/2") == .notShown)

        let app = makeApp()
        #expect(await app.open("moviesdemo://movies/1") == .refused(.unknownMovie(1)))
        #expect(await app.open("https://example.com") == .refused(.wrongScheme("https://example.com")))
        #expect(app.frontScreens.map(\.title) == ["Wishlist"])
        #expect(await app.open("moviesdemo://movies/23452") == .shown)
        #expect(app.frontScreens.map(\.title) == ["Interstellar"])
        #expect(app.navigationLog.last == "did navigate flow=WishlistFlow step=movieIsPicked(withId: 23452)")
    }
}
