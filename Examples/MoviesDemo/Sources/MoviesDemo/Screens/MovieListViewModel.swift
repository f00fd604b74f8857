import RxFlow

/// The movies of one shelf; the wishlist also leads to the settings.
@MainActor
final class MovieListViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let shelf: Movie.Shelf
    let movies: [Movie]

    init(shelf: Movie.Shelf, services: AppServices) {
        self.shelf = shelf
        movies = services.catalogue.movies(on: shelf)
    }

    var offersSettings: Bool { shelf == .wishlist }

    func pick(movieId: Int) {
        steps.accept(DemoStep.movieIsPicked(withId: movieId))
    }

    func settings() {
        steps.accept(DemoStep.settingsAreRequired)
    }
}
