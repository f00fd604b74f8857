/// The tour run when standard input is not a terminal: every kind of navigation, in turn.
enum GuidedTour {
    static let introduction = [
        "MoviesDemo guided tour: standard input is not a terminal, so here is every kind of navigation in turn.",
        "Run `swift run MoviesDemo` in a terminal to navigate yourself; `--help` shows the options.",
    ]

    static let conclusion =
        "# End of the tour: push, pop, tab switch, modal, split view, flow end, guarded step, deep link."

    /// The stops, starting with the onboarding if it is on screen.
    static func stops(startingInOnboarding: Bool) -> [TourStop] {
        (startingInOnboarding ? onboarding(first: true) : []) + dashboard + logOut + onboarding(first: false)
    }

    private static func onboarding(first: Bool) -> [TourStop] {
        guard first else {
            return [
                TourStop("Onboarding again: push the terms with the demo key...", "1"),
                TourStop("...and end OnboardingFlow: back to the dashboard, as on a later run.", "1"),
            ]
        }
        return [
            TourStop("Push: OnboardingFlow, a wizard in a navigation controller; choose an API key.", "1"),
            TourStop("Pop: back to the first step.", "back"),
            TourStop("Push again, this time without a key.", "2"),
            TourStop(
                "Flow end: accepting the terms ends OnboardingFlow with .end(forwardToParentFlowWithStep:);"
                    + " AppFlow shows the dashboard once both tabs are ready (Flows.use(..., when: .ready)).",
                "1"),
        ]
    }

    private static let dashboard = [
        TourStop("Push: pick a movie in the wishlist (WishlistFlow).", "1"),
        TourStop("Push: pick a cast member.", "2"),
        TourStop("Pop: back to the movie, then to the list.", "back"),
        TourStop("back"),
        TourStop("Tab switch: the watched movies (WatchedFlow).", "tab 2"),
        TourStop("Push in this tab: a movie, one of its cast, one of their other movies.", "1"),
        TourStop("1"),
        TourStop("2"),
        TourStop("Tab switch back: the wishlist kept its own stack.", "tab 1"),
        TourStop("Modal: Settings presents SettingsFlow, a split view, over the dashboard.", "8"),
        TourStop("Split view: the secondary column shows the API key; clear it.", "6"),
        TourStop(
            "Guarded step: without a key, SettingsFlow.adapt(step:) turns About into .unauthorized (an alert).", "2"),
        TourStop("The alert's OK dismisses it.", "1"),
        TourStop("Set the key again: now About is allowed, in the secondary column.", "5"),
        TourStop("2"),
        TourStop("Flow end: Done ends SettingsFlow; WishlistFlow dismisses the split view.", "4"),
        TourStop(
            "Deep link: coordinator.navigate(to:) gives the step to every live flow: AppFlow and DashboardFlow"
                + " ignore it, WatchedFlow's adapt(step:) drops it (off screen), WishlistFlow shows it.",
            "open moviesdemo://movies/23452"),
        TourStop("open moviesdemo://cast/2"),
        TourStop(
            "A malformed or unknown link is refused and changes nothing.", "open moviesdemo://movies/99999",
            expectsRejection: true),
        TourStop("open https://example.com/movies/1", expectsRejection: true),
    ]

    private static let logOut = [
        TourStop("Pop twice, back to the list.", "back"),
        TourStop("back"),
        TourStop("8"),
        TourStop(
            "Log out: SettingsFlow, WishlistFlow and DashboardFlow end in turn; AppFlow shows the onboarding.", "3"),
    ]
}
