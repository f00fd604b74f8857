import RxFlow

// The original RxFlow README's steps, as it declares them.

enum DemoStep: Step {
    // Login
    case loginIsRequired
    case userIsLoggedIn

    // Onboarding
    case onboardingIsRequired
    case onboardingIsComplete

    // Home
    case dashboardIsRequired

    // Movies
    case moviesAreRequired
    case movieIsPicked(withId: Int)
    case castIsPicked(withId: Int)

    // Settings
    case settingsAreRequired
    case settingsAreComplete
}
