import RxFlow
import RxFlowHeadless
import Testing

@testable import MoviesDemo

/// The demo's flows through a session: what each navigation does to the window.
@MainActor
struct FlowTests {
    private func makeSession(_ state: AppState = AppState(isOnboarded: true, apiKey: "DEMO-1234")) -> DemoSession {
        let session = DemoSession(services: AppServices(state: state), output: BufferedOutput())
        session.start()
        return session
    }

    private func titles(_ session: DemoSession) -> [String?] { session.app.frontScreens.map(\.title) }

    @Test func aFirstRunStartsOnTheOnboardingInANavigationController() {
        let session = makeSession(.firstRun)

        #expect(session.app.isOnboarding)
        #expect(session.app.window.rootViewController is NavigationController)
        #expect(session.app.window.rootViewController?.title == "Onboarding")
        #expect(titles(session) == ["API key"])
    }

    @Test func theOnboardingEndsAndTheDashboardReplacesIt() async {
        let session = makeSession(.firstRun)
        await session.execute("2")
        await session.execute("1")

        let tabs = session.app.window.rootViewController as? TabBarController
        #expect(tabs?.viewControllers.map(\.title) == ["Wishlist", "Watched"])
        #expect(session.app.services.state == AppState(isOnboarded: true, apiKey: nil))
        #expect(
            session.app.navigationLog.suffix(5) == [
                "did navigate flow=OnboardingFlow step=termsAreAccepted",
                "did navigate flow=AppFlow step=onboardingIsComplete",
                "did navigate flow=DashboardFlow step=dashboardIsRequired",
                "did navigate flow=WishlistFlow step=moviesAreRequired",
                "did navigate flow=WatchedFlow step=moviesAreRequired",
            ])
    }

    @Test func aboutIsAllowedWithAnApiKey() async {
        let session = makeSession()
        await session.execute("8")
        await session.execute("2")

        #expect(titles(session) == ["Settings", "About"])
        #expect(session.app.navigationLog.last == "did navigate flow=SettingsFlow step=aboutIsRequired")
    }

    @Test func aboutWithoutAnApiKeyBecomesAnUnauthorizedAlert() async {
        let session = makeSession(AppState(isOnboarded: true, apiKey: nil))
        await session.execute("8")
        await session.execute("2")

        #expect(titles(session) == ["Not allowed"])
        #expect(session.app.navigationLog.last == "did navigate flow=SettingsFlow step=unauthorized")
        #expect(!session.app.navigationLog.contains("did navigate flow=SettingsFlow step=aboutIsRequired"))
        await session.execute("1")
        #expect(titles(session) == ["Settings", "API key"])
    }

    @Test func backDismissesTheSettingsAndEndsTheirFlow() async {
        let session = makeSession()
        await session.execute("8")
        #expect(await session.execute("back") == .done)
        #expect(titles(session) == ["Wishlist"])

        // The ended SettingsFlow no longer receives steps; a new one can be presented.
        await session.execute("8")
        #expect(titles(session) == ["Settings", "API key"])
        #expect(
            session.app.navigationLog.suffix(2) == [
                "did navigate flow=WishlistFlow step=settingsAreRequired",
                "did navigate flow=SettingsFlow step=settingsAreRequired",
            ])
    }

    @Test func backDismissesTheAlertFirst() async {
        let session = makeSession(AppState(isOnboarded: true, apiKey: nil))
        await session.execute("8")
        await session.execute("2")
        await session.execute("back")

        #expect(titles(session) == ["Settings", "API key"])
        await session.execute("4")
        #expect(titles(session) == ["Wishlist"])
    }

    @Test func loggingOutEndsThreeFlowsAndForgetsTheState() async {
        let session = makeSession()
        await session.execute("8")
        await session.execute("3")

        #expect(session.app.isOnboarding)
        #expect(session.app.services.state == .firstRun)
        #expect(
            session.app.navigationLog.suffix(5) == [
                "did navigate flow=SettingsFlow step=logoutIsRequired",
                "did navigate flow=WishlistFlow step=userLoggedOut",
                "did navigate flow=DashboardFlow step=userLoggedOut",
                "did navigate flow=AppFlow step=userLoggedOut",
                "did navigate flow=OnboardingFlow step=apiKeyIsRequired",
            ])
        #expect(session.app.window.warnings.isEmpty)
    }

    @Test func eachTabKeepsItsOwnStack() async {
        let session = makeSession()
        await session.execute("1")
        await session.execute("tab 2")
        await session.execute("2")
        await session.execute("tab 1")

        #expect(titles(session) == ["Interstellar"])
        await session.execute("tab 2")
        #expect(titles(session) == ["The Martian"])
    }

    @Test func aCastMemberLeadsToTheirOtherMovies() async {
        let session = makeSession()
        await session.execute("1")
        await session.execute("5")
        #expect(titles(session) == ["Matt Damon"])
        await session.execute("2")

        #expect(titles(session) == ["The Martian"])
        let stack = session.app.frontScreens.first?.navigationController
        #expect(stack?.viewControllers.map(\.title) == ["Wishlist", "Interstellar", "Matt Damon", "The Martian"])
    }

    @Test func tabAndBackHaveNothingToDoInTheSettings() async {
        let session = makeSession()
        await session.execute("8")
        #expect(await session.execute("tab 1") == .rejected)
        await session.execute("2")
        #expect(await session.execute("6") == .rejected)
        #expect(titles(session) == ["Settings", "About"])
    }
}
