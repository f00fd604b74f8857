import RxFlow
import RxFlowHeadless

/// The navigation shared by the wishlist and watched flows: a list, then movie and cast
/// details pushed on a navigation controller, and the deep links (movies and cast members)
/// opened on top of it.
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

    /// The list, and the stepper that opens deep links on this stack while it is on screen.
    private func showList(of shelf: Movie.Shelf) -> FlowContributors {
        let screen = MovieListScreen(viewModel: MovieListViewModel(shelf: shelf, services: services))
        navigationController.pushViewController(screen, animated: false)
        let deepLinks = DeepLinkStepper(inbox: services.deepLinks, showingOn: navigationController)
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel),
            .contribute(
                withNextPresentable: navigationController, withNextStepper: deepLinks,
                allowStepWhenNotPresented: true),
        ])
    }

    private func showMovie(withId id: Int) -> FlowContributors {
        guard let movie = services.catalogue.movie(withId: id) else { return .none }
        let screen = MovieDetailScreen(viewModel: MovieDetailViewModel(movie: movie, services: services))
        navigationController.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
        return .viewController(screen)
    }

    private func showCastMember(withId id: Int) -> FlowContributors {
        guard let member = services.catalogue.castMember(withId: id) else { return .none }
        let screen = CastDetailScreen(viewModel: CastDetailViewModel(member: member, services: services))
        navigationController.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
        return .viewController(screen)
    }
}
