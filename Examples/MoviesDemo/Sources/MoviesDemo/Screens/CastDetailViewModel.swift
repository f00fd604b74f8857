import RxFlow

/// One cast member and the catalogue's movies they appear in.
@MainActor
final class CastDetailViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let member: CastMember
    let filmography: [(movie: Movie, role: Role)]

    init(member: CastMember, services: AppServices) {
        self.member = member
        filmography = services.catalogue.filmography(ofCastId: member.id)
    }

    func pick(movieId: Int) {
        steps.accept(DemoStep.movieIsPicked(withId: movieId))
    }
}
