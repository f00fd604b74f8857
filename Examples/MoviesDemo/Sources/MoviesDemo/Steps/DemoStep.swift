import RxFlow

/// Everything that can happen in the demo. Steps say what happened, never where to go.
///
/// `Codable`, and listed in the coordinator's `NavigationRestoration`: a navigation snapshot
/// holds the steps that built the screens, and the flows navigate them again at the next run.
enum DemoStep: Step, Codable, Equatable {
    // MARK: App
    case onboardingIsRequired
    case onboardingIsComplete
    case dashboardIsRequired
    case userLoggedOut

    // MARK: Onboarding
    case apiKeyIsRequired
    case apiKeyIsComplete
    case termsAreAccepted

    // MARK: Movies
    case moviesAreRequired
    case movieIsPicked(withId: Int)
    case castIsPicked(withId: Int)

    // MARK: Settings
    case settingsAreRequired
    case settingsApiKeyIsRequired
    case aboutIsRequired
    case unauthorized
    case alertIsDismissed
    case logoutIsRequired
    case settingsAreComplete
}
