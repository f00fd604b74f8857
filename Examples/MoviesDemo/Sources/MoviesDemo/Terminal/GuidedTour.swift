/// The tour run when standard input is not a terminal: every kind of navigation, in turn.
enum GuidedTour {
    static let introduction = [
        "MoviesDemo guided tour: standard input is not a terminal, so here is every kind of navigation in turn.",
        "Run `swift run --package-path Examples/MoviesDemo MoviesDemo` in a terminal to navigate yourself;"
            + " `--help` shows the options.",
    ]

    static let conclusion =
        "# End of the tour: push, pop, tab switch, modal, split view, flow end, guarded step, deep links"
        + " (opened at once, or kept until a flow can show them)."

    /// The stops, starting with the onboarding if it is on screen. Actions are picked by
    /// their title, so the tour stops with a clear error if a screen's menu changes.
    static func stops(startingInOnboarding: Bool) -> [TourStop] {
        (startingInOnboarding ? onboarding(first: true) : []) + dashboard + logOut + onboarding(first: false)
    }

    private static func onboarding(first: Bool) -> [TourStop] {
        guard first else {
            return [
                TourStop(
                    "A deep link during the onboarding waits too: no movie list is on screen.",
                    .typed("open moviesdemo://movies/55423")),
                TourStop("Onboarding again: push the terms with the demo key...", .action(titled: useDemoKey)),
                TourStop(
                    "...and end OnboardingFlow: back to the dashboard, as on a later run; the wishlist is on"
                        + " screen, so the kept link opens there.",
                    .action(titled: "Accept the terms")),
            ]
        }
        return [
            TourStop(
                "Push: OnboardingFlow, a wizard in a navigation controller; choose an API key.",
                .action(titled: useDemoKey)),
            TourStop("Pop: back to the first step.", .typed("back")),
            TourStop("Push again, this time without a key.", .action(titled: "Continue without a key")),
            TourStop(
                "Flow end: accepting the terms ends OnboardingFlow with .end(forwardToParentFlowWithStep:);"
                    + " AppFlow shows the dashboard once both tabs are ready (Flows.use(..., when: .ready)).",
                .action(titled: "Accept the terms")),
        ]
    }

    private static let dashboard = [
        TourStop("Push: pick a movie in the wishlist (WishlistFlow).", .action(titled: "Interstellar (2014)")),
        TourStop("Push: pick a cast member.", .action(titled: "Anne Hathaway as Brand")),
        TourStop("Pop: back to the movie, then to the list.", .typed("back")),
        TourStop(.typed("back")),
        TourStop("Tab switch: the watched movies (WatchedFlow).", .typed("tab 2")),
        TourStop(
            "Push in this tab: a movie, one of its cast, one of their other movies.",
            .action(titled: "Mad Max: Fury Road (2015)")),
        TourStop(.action(titled: "Tom Hardy as Max Rockatansky")),
        TourStop(.action(titled: "Inception (2010) as Eames")),
        TourStop("Tab switch back: the wishlist kept its own stack.", .typed("tab 1")),
        TourStop(
            "Modal: Settings presents SettingsFlow, a split view, over the dashboard.", .action(titled: "Settings")),
        TourStop(
            "Split view: the secondary column shows the API key; clear it.", .action(titled: "Clear the key")),
        TourStop(
            "Guarded step: without a key, SettingsFlow.adapt(step:) turns About into .unauthorized (an alert).",
            .action(titled: "About")),
        TourStop("The alert's OK dismisses it.", .action(titled: "OK")),
        TourStop(
            "Set the key again: now About is allowed, in the secondary column.", .action(titled: useDemoKey)),
        TourStop(.action(titled: "About")),
        TourStop(
            "Deep link behind a modal: no movie list is on screen, so the app's DeepLinkInbox keeps the link.",
            .typed("open moviesdemo://movies/23452")),
        TourStop(
            "Flow end: Done ends SettingsFlow; WishlistFlow dismisses the split view. Its list is on screen"
                + " again: the DeepLinkStepper it contributed with its navigation controller opens the kept link.",
            .action(titled: "Done")),
        TourStop(
            "Deep link on screen: the flow on screen that can show it (here WishlistFlow) opens it at once.",
            .typed("open moviesdemo://cast/2")),
        TourStop(
            "A malformed or unknown link is refused and changes nothing.", .typed("open moviesdemo://movies/99999"),
            expectsRejection: true),
        TourStop(.typed("open https://example.com/movies/1"), expectsRejection: true),
    ]

    private static let logOut = [
        TourStop("Pop twice, back to the list.", .typed("back")),
        TourStop(.typed("back")),
        TourStop(.action(titled: "Settings")),
        TourStop(
            "Log out: SettingsFlow, WishlistFlow and DashboardFlow end in turn; AppFlow shows the onboarding.",
            .action(titled: "Log out")),
    ]

    /// The title of the action that sets the demo key, in the onboarding and in the settings.
    private static let useDemoKey = "Use the demo key (\(AppServices.demoApiKey))"
}
