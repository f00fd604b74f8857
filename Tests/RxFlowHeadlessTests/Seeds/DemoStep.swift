import RxFlow

/// The README's steps.
enum DemoStep: Step, Equatable {
    case dashboardIsRequired
    case moviesAreRequired
    case movieIsPicked(withId: Int)
    case castIsPicked(withId: Int)
    case settingsAreRequired
    case loginIsRequired
    case apiKeyIsRequired
    case settingsAreComplete
}

/// The demo's services, reduced to what the flows inject.
final class AppServices: Sendable {
    func movieTitle(_ id: Int) -> String { "Movie \(id)" }
    func castName(_ id: Int) -> String { "Cast \(id)" }
}
