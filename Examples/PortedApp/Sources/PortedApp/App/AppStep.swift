import RxFlow

/// Every navigation step of the app, as in an RxFlow app (`enum AppStep: Step`).
enum AppStep: Step, Equatable {
    case loginIsRequired
    case userIsLoggedIn
    case moviesAreRequired
    case movieIsPicked(withId: Int)
    case settingsAreRequired
    case settingsAreComplete
    case logoutIsRequired
    case logoutIsConfirmed
}
