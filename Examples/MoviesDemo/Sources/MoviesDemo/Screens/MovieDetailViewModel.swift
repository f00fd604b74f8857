import RxFlow

/// One movie and its cast.
@MainActor
final class MovieDetailViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let movie: Movie
    let cast: [(member: CastMember, role: Role)]

    init(movie: Movie, services: AppServices) {
        self.movie = movie
        cast = movie.cast.compactMap { role in
            services.catalogue.castMember(withId: role.castId).map { ($0, role) }
        }
    }

    func pick(castId: Int) {
        steps.accept(DemoStep.castIsPicked(withId: castId))
    }
}
