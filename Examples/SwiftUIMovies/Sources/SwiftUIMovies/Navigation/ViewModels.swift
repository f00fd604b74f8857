import RxFlow

/// A list: picking a movie, opening the settings.
final class MovieListViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let list: MovieList
    let library: Library

    init(list: MovieList, library: Library) {
        self.list = list
        self.library = library
    }

    @MainActor var movies: [Movie] { library.movies(in: list) }

    func pick(_ movie: Movie) { steps.accept(AppStep.movieIsPicked(id: movie.id)) }
    func openSettings() { steps.accept(AppStep.settingsAreRequired) }
}

/// Both lists in the split view's sidebar (a movie is picked through the split view's
/// selection): opening the settings.
final class LibraryViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let library: Library

    init(library: Library) { self.library = library }

    func openSettings() { steps.accept(AppStep.settingsAreRequired) }
}

/// A movie: its cast, its trailer, removing it.
final class MovieViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let id: Int
    var title: String { Movie.titled(id) }

    init(id: Int) { self.id = id }

    func showCast() { steps.accept(AppStep.castIsRequired(id: id)) }
    func playTrailer() { steps.accept(AppStep.trailerIsRequired(id: id)) }
    func remove() { steps.accept(AppStep.removalIsRequested(id: id)) }
}

/// A movie's cast: nothing to tap.
final class CastViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let id: Int
    var cast: [String] { Movie.withId(id)?.cast ?? [] }

    init(id: Int) { self.id = id }
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
