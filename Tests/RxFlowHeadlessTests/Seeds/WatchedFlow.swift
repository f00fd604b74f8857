import RxFlow
import RxFlowHeadless

// The README's `WatchedFlow`, ported mechanically: `UINavigationController` becomes
// `NavigationController`, `Step` becomes `any Step`.

final class WatchedFlow: Flow {
    var root: any Presentable {
        return self.rootViewController
    }

    let rootViewController = NavigationController()
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
            withViewModel: WatchedViewModel(), andServices: self.services)
        viewController.title = "Watched"

        self.rootViewController.pushViewController(viewController, animated: true)
        return .one(
            flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel)
        )
    }

    private func navigateToMovieDetailScreen(with movieId: Int) -> FlowContributors {
        let viewController = MovieDetailViewController.instantiate(
            withViewModel: MovieDetailViewModel(withMovieId: movieId, services: services), andServices: self.services)
        viewController.title = viewController.viewModel.title
        self.rootViewController.pushViewController(viewController, animated: true)
        return .one(
            flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel)
        )
    }

    private func navigateToCastDetailScreen(with castId: Int) -> FlowContributors {
        let viewController = CastDetailViewController.instantiate(
            withViewModel: CastDetailViewModel(withCastId: castId, services: services), andServices: self.services)
        viewController.title = viewController.viewModel.name
        self.rootViewController.pushViewController(viewController, animated: true)
        return .none
    }
}

final class WatchedViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func pick(movieId: Int) {
        self.steps.accept(DemoStep.movieIsPicked(withId: movieId))
    }
}

final class MovieDetailViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let title: String

    init(withMovieId movieId: Int, services: AppServices) {
        title = services.movieTitle(movieId)
    }

    func pick(castId: Int) {
        self.steps.accept(DemoStep.castIsPicked(withId: castId))
    }
}

final class CastDetailViewModel {
    let name: String

    init(withCastId castId: Int, services: AppServices) {
        name = services.castName(castId)
    }
}

/// A screen built from a view model, like the demo's storyboard-instantiated screens.
class ModelScreen<Model>: ViewController {
    let viewModel: Model

    required init(viewModel: Model) {
        self.viewModel = viewModel
        super.init()
    }

    static func instantiate(withViewModel viewModel: Model, andServices services: AppServices) -> Self {
        Self(viewModel: viewModel)
    }
}

final class WatchedViewController: ModelScreen<WatchedViewModel> {}
final class MovieDetailViewController: ModelScreen<MovieDetailViewModel> {}
final class CastDetailViewController: ModelScreen<CastDetailViewModel> {}
