import RxFlow

/// Every step of the app: `Codable`, so that a snapshot of the navigation can hold it.
enum AppStep: Step, Equatable, Codable {
    /// The app's root flow starts: it sets up its tabs or its split view.
    case appIsReady
    /// A list's flow starts on its tab's stack.
    case listIsRequired(MovieList)
    case movieIsPicked(id: Int)
    case castIsRequired(id: Int)
    case trailerIsRequired(id: Int)
    case trailerIsDone
    /// The user asked to remove a movie: a confirmation dialog first.
    case removalIsRequested(id: Int)
    /// The dialog's "Remove" button.
    case removalIsConfirmed(id: Int)
    case settingsAreRequired
    case aboutIsRequired
    case settingsAreDone
    /// A deep link to a movie: its list's tab, then the movie, without animation.
    case movieIsLinked(id: Int)
}
