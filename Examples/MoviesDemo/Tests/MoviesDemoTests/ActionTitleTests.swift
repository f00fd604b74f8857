import Testing

@testable import MoviesDemo

/// Picking an action by its title, as the guided tour does.
@MainActor
struct ActionTitleTests {
    private static let wishlistTitles = [
        "Interstellar (2014)", "Dune (2021)", "Arrival (2016)", "Blade Runner 2049 (2017)", "Ex Machina (2014)",
        "Her (2013)", "Gravity (2013)", "Settings",
    ]

    private func makeApp() -> MoviesApp {
        let app = MoviesApp(services: AppServices(state: AppState(isOnboarded: true, apiKey: "DEMO-1234")))
        app.start()
        return app
    }

    private func actions(titled titles: [String]) -> [ScreenAction] {
        titles.map { ScreenAction(title: $0) {} }
    }

    @Test func aTitleGivesTheActionsNumberInTheMenu() throws {
        let app = makeApp()
        #expect(app.actions.map(\.title) == Self.wishlistTitles)

        #expect(try ScreenAction.index(titled: "Settings", in: app.actions) == 7)
        #expect(try TourCommand.action(titled: "Settings").line(given: app.actions) == "8")
        #expect(try TourCommand.action(titled: "Interstellar (2014)").line(given: app.actions) == "1")
        #expect(try TourCommand.typed("tab 2").line(given: app.actions) == "tab 2")
    }

    @Test func aTitleIsFoundAcrossTheScreensOfASplitView() async throws {
        let app = makeApp()
        try await app.performAction(titled: "Settings")
        #expect(app.frontScreens.map(\.title) == ["Settings", "API key"])

        // The secondary column's actions are numbered after the primary column's four.
        #expect(try TourCommand.action(titled: "Clear the key").line(given: app.actions) == "6")
        try await app.performAction(titled: "Clear the key")
        #expect(app.services.apiKey == nil)
    }

    @Test func aMissingTitleIsAnErrorListingTheTitlesThereAre() {
        let app = makeApp()

        #expect(throws: ActionLookupError.noActionTitled("Setings", available: Self.wishlistTitles)) {
            try TourCommand.action(titled: "Setings").line(given: app.actions)
        }
        let error = ActionLookupError.noActionTitled("Setings", available: ["Dune (2021)", "Settings"])
        #expect(error.description == #"no action titled "Setings"; the actions are "Dune (2021)", "Settings"."#)
        #expect(
            ActionLookupError.noActionTitled("OK", available: []).description
                == #"no action titled "OK": the screen has no actions."#)
    }

    @Test func aMissingTitleChangesNothing() async {
        let app = makeApp()
        let before = app.window.render()
        let log = app.navigationLog

        await #expect(throws: ActionLookupError.self) { try await app.performAction(titled: "settings") }

        #expect(app.window.render() == before)
        #expect(app.navigationLog == log)
    }

    @Test func aTitleSharedByTwoActionsNamesNeither() throws {
        let actions = actions(titled: ["Play", "Pause", "Play"])

        #expect(throws: ActionLookupError.severalActionsTitled("Play", count: 2)) {
            try ScreenAction.index(titled: "Play", in: actions)
        }
        #expect(try ScreenAction.index(titled: "Pause", in: actions) == 1)
        #expect(
            ActionLookupError.severalActionsTitled("Play", count: 2).description
                == #"2 actions are titled "Play"; a title must name one action."#)
    }

    @Test func aTourStopWithAMissingTitleEndsTheTourWithTheError() async {
        let output = BufferedOutput()
        let session = DemoSession(
            services: AppServices(state: AppState(isOnboarded: true, apiKey: "DEMO-1234")), output: output)
        session.start()
        let stops = [
            TourStop("Push a movie.", .action(titled: "Interstellar (2014)")),
            TourStop("Then a movie that is not in its cast.", .action(titled: "Dune (2021)")),
            TourStop(.typed("tab 2")),
        ]

        let status = await DemoRunner(session: session, output: output, style: .plain).runTour(stops)

        #expect(status == 1)
        #expect(output.lines.contains("> 1"))
        #expect(
            output.lines.suffix(3) == [
                "",
                "# Then a movie that is not in its cast.",
                #"error: the tour cannot go on: no action titled "Dune (2021)"; the actions are "#
                    + #""Matthew McConaughey as Cooper", "Anne Hathaway as Brand", "Jessica Chastain as Murph", "#
                    + #""Michael Caine as Professor Brand", "Matt Damon as Dr. Mann"."#,
            ])
        #expect(!output.lines.contains("> tab 2"))
        #expect(!output.lines.contains(GuidedTour.conclusion))
        #expect(session.app.frontScreens.map(\.title) == ["Interstellar"])
    }
}
