import RxFlow
import RxFlowHeadless

/// The navigation shared by the wishlist and watched flows: a list, then movie and cast
/// details pushed on a navigation controller.
@MainActor
struct MovieStack {
    let navigationController: NavigationController
    let services: AppServices

    /// The stack's own steps (list, movie, cast member) for `shelf`; `nil` for any other
    /// step, which the flow handles itself.
    func navigate(to step: DemoStep, listing shelf: Movie.Shelf) -> FlowContributors? {
        switch step {
        case .moviesAreRequired: return showList(of: shelf)
        case .movieIsPicked(let movieId): return showMovie(withId: movieId)
        case .castIsPicked(let castId): return showCastMember(withId: castId)
        default: return nil
        }
    }

    private func showList(of shelf: Movie.Shelf) -> FlowContributors {
        let screen = MovieListScreen(viewModel: MovieListViewModel(shelf: shelf, services: services))
        navigationController.pushViewController(screen, animated: false)
        return .viewController(screen)
    }

    private func showMovie(withId id: Int) -> FlowContributors {
        guard let movie = services.catalogue.movie(withId: id) else { return .none }
        let screen = MovieDetailScreen(viewModel: MovieDetailViewModel(movie: movie, services: services))
        navigationController.pushViewController(screen, animated: true)
        return .viewController(screen)
    }

    private func showCastMember(withId id: Int) -> FlowContributors {
        guard let member = services.catalogue.castMember(withId: id) else { return .none }
        let screen = CastDetailScreen(viewModel: CastDetailViewModel(member: member, services: services))
        navigationController.pushViewController(screen, animated: true)
        return .viewController(screen)
    }

    /// Deep links are broadcast to every flow: only the stack on screen shows them (steps
    /// from its own screens can only come while it is on screen anyway).
    func adapt(_ step: any Step) -> AnyPublisher<any Step, Never> {
        switch step as? DemoStep {
        case .movieIsPicked, .castIsPicked:
            if navigationController.isVisible { return Just(step).eraseToAnyPublisher() }
            return Empty().eraseToAnyPublisher()
        default:
            return Just(step).eraseToAnyPublisher()
        }
    }
}
