import RxFlow
import RxFlowHeadless

// The original RxFlow README's `WatchedFlow`, ported mechanically: `UINavigationController`
// becomes `NavigationController`, `Step` and `Presentable` become `any Step` and
// `any Presentable`. The screens, view models and services it uses, which the README does not
// show in full, are in `Support/ReadmeExampleSupport.swift`.

class WatchedFlow: Flow {
    var root: any Presentable {
        return self.rootViewController
    }

    private let rootViewController = NavigationController()
    private let services: AppServices

    init(withServices services: AppServices) {
        self.services = services
    }

    func navigate(to step: any Step) -> FlowContributors {

        guard let step = step as? DemoStep else { return .none }

        switch step {

        case .moviesAreRequired:
            return navigateToMovieListScreen()
        case .movieIsPicked(let movieId):
            return navigateToMovieDetailScreen(with: movieId)
        case .castIsPicked(let castId):
            return navigateToCastDetailScreen(with: castId)
        default:
            return .none
        }
    }

    private func navigateToMovieListScreen() -> FlowContributors {
        let viewController = WatchedViewController.instantiate(
            withViewModel: WatchedViewModel(),
            andServices: self.services)
        viewController.title = "Watched"

        self.rootViewController.pushViewController(viewController, animated: true)
        return .one(
            flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel)
        )
    }

    private func navigateToMovieDetailScreen(with movieId: Int) -> FlowContributors {
        let viewController = MovieDetailViewController.instantiate(
            withViewModel: MovieDetailViewModel(withMovieId: movieId),
            andServices: self.services)
        viewController.title = viewController.viewModel.title
        self.rootViewController.pushViewController(viewController, animated: true)
        return .one(
            flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel)
        )
    }

    private func navigateToCastDetailScreen(with castId: Int) -> FlowContributors {
        let viewController = CastDetailViewController.instantiate(
            withViewModel: CastDetailViewModel(withCastId: castId),
            andServices: self.services)
        viewController.title = viewController.viewModel.name
        self.rootViewController.pushViewController(viewController, animated: true)
        return .none
    }
}
