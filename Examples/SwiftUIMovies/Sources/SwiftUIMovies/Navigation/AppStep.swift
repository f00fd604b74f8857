import RxFlow

/// Every step of the app.
enum AppStep: Step, Equatable {
    case moviesAreRequired
    case movieIsPicked(id: Int)
    case trailerIsRequired(id: Int)
    case trailerIsDone
    case settingsAreRequired
    case aboutIsRequired
    case settingsAreDone
    /// A deep link: the list, then a movie.
    case movieIsLinked(id: Int)
}
