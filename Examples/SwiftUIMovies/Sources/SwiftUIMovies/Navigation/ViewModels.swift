import RxFlow

/// The list: picking a movie, opening the settings.
final class MovieListViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let movies = Movie.catalog

    func pick(_ movie: Movie) { steps.accept(AppStep.movieIsPicked(id: movie.id)) }
    func openSettings() { steps.accept(AppStep.settingsAreRequired) }
}

/// A movie: playing its trailer.
final class MovieViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let id: Int
    var title: String { Movie.titled(id) }

    init(id: Int) { self.id = id }

    func playTrailer() { steps.accept(AppStep.trailerIsRequired(id: id)) }
}

/// A trailer, full screen: closing it.
final class TrailerViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let id: Int

    init(id: Int) { self.id = id }

    func close() { steps.accept(AppStep.trailerIsDone) }
}

/// The settings, in a sheet: "About", and "Done".
final class SettingsViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func showAbout() { steps.accept(AppStep.aboutIsRequired) }
    func done() { steps.accept(AppStep.settingsAreDone) }
}

/// "About": nothing to tap.
final class AboutViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}
