import RxFlow
import RxFlowHeadless
import Testing

@testable import PortedApp

/// The scripted journey and its steps, on the headless layer.
@MainActor
struct JourneyTests {
    let app = PortedApp()

    init() {
        app.start()
    }

    @Test func theAppStartsAtTheLogin() {
        #expect(app.frontScreen is LoginScreen)
        #expect(
            app.window.render() == """
                Window (key)
                - NavigationController [visible]
                  - LoginScreen "Login" (top) [visible] {right: "Log in"}
                """)
    }

    @Test func theWholeScriptedJourneyCanBeMade() {
        var reports: [String] = []
        #expect(Journey.run(on: app) { reports.append($0) })
        #expect(reports.count == Journey.moves.count * 2 + 1)
        #expect(app.frontScreen is LoginScreen)  // logged out at the end
        #expect(app.window.warnings.isEmpty)
    }

    @Test func theLoginIsReleasedOnceLoggedIn() {
        weak let login = app.frontScreen
        weak let loginModel = (app.frontScreen as? LoginScreen)?.viewModel
        app.tapBarButton("Log in")
        #expect(login == nil)
        #expect(loginModel == nil)
    }

    @Test func logInShowsTheMoviesWithTheirBarButtons() {
        app.tapBarButton("Log in")
        #expect(
            app.window.render() == """
                Window (key)
                - NavigationController [visible]
                  - MovieListScreen "Movies" (top) [visible] {left: "Logout"} {right: "Settings"}
                """)
        #expect(app.navigations.last == "MoviesFlow -> moviesAreRequired")
    }

    @Test func pickingAMoviePushesItsDetailAndBackPopsIt() {
        app.tapBarButton("Log in")
        #expect(app.selectMovie(at: 1))
        #expect(app.frontScreen?.title == "Arrival")
        #expect(app.goBack())
        #expect(app.frontScreen is MovieListScreen)
        #expect(!app.goBack())  // the root of the stack: no back button, nothing popped
        #expect(app.window.warnings.isEmpty)
    }

    @Test func settingsArePresentedAsAPageSheetAndDoneDismissesThem() {
        app.tapBarButton("Log in")
        let list = app.frontScreen
        app.tapBarButton("Settings")
        #expect(app.frontScreen is SettingsScreen)
        #expect(list?.isVisible == true)  // the default style leaves the list visible
        #expect(
            app.window.render() == """
                Window (key)
                - NavigationController [visible]
                  - MovieListScreen "Movies" (top) [visible] {left: "Logout"} {right: "Settings"}
                  presented (automatic):
                    - NavigationController [visible]
                      - SettingsScreen "Settings" (top) [visible] {right: "Done"}
                """)

        weak let settings = app.frontScreen
        app.tapBarButton("Done")
        #expect(app.frontScreen === list)
        #expect(settings == nil)
    }

    @Test func cancellingTheLogoutAlertStaysOnTheMovies() {
        app.tapBarButton("Log in")
        app.tapBarButton("Logout")
        let alert = app.frontScreen as? AlertController
        #expect(alert?.actions.map(\.title) == ["Cancel", "Log out"])
        #expect(app.tapAlertAction("Cancel"))
        #expect(app.frontScreen is MovieListScreen)
    }

    @Test func confirmingTheLogoutEndsTheMoviesFlowAndReleasesIt() {
        app.tapBarButton("Log in")
        weak let list = app.frontScreen
        app.tapBarButton("Logout")
        app.tapAlertAction("Log out")
        #expect(app.frontScreen is LoginScreen)
        #expect(list == nil)
        #expect(
            app.navigations.suffix(3) == [
                "MoviesFlow -> logoutIsConfirmed", "AppFlow -> logoutIsConfirmed", "LoginFlow -> loginIsRequired",
            ])
    }
}
