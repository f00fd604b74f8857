import RxFlow
import RxFlowHeadless

// A `WatchedFlow` in the style of the original RxFlow README's, with the screens and view
// models it uses: a list of movies, a movie's detail, a cast member's detail, in a navigation
// stack.

enum DemoStep: Step, Codable {
    case moviesAreRequired
    case movieIsPicked(withId: Int)
    case castIsPicked(withId: Int)
}

final class WatchedFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .moviesAreRequired:
            let viewModel = WatchedViewModel()
            let screen = WatchedViewController(viewModel: viewModel)
            rootViewController.pushViewController(screen, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        case .movieIsPicked(let id):
            let viewModel = MovieDetailViewModel(movieId: id)
            let screen = MovieDetailViewController(viewModel: viewModel)
            rootViewController.pushViewController(screen, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        case .castIsPicked(let id):
            rootViewController.pushViewController(CastDetailViewController(castId: id), animated: true)
            return .none
        }
    }
}

final class WatchedViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    func pick(movieId: Int) { steps.accept(DemoStep.movieIsPicked(withId: movieId)) }
    /// Ends an `EndableWatchedFlow` (a `WatchedFlow` does nothing with it).
    func logOut() { steps.accept(KitStep.watchedIsDone) }
}

final class MovieDetailViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let movieId: Int

    init(movieId: Int) {
        self.movieId = movieId
    }

    func pick(castId: Int) { steps.accept(DemoStep.castIsPicked(withId: castId)) }
}

final class WatchedViewController: ViewController {
    let viewModel: WatchedViewModel

    init(viewModel: WatchedViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Watched"
    }
}

final class MovieDetailViewController: ViewController {
    let viewModel: MovieDetailViewModel

    init(viewModel: MovieDetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Movie \(viewModel.movieId)"
    }
}

final class CastDetailViewController: ViewController {
    init(castId: Int) {
        super.init()
        title = "Cast \(castId)"
    }
}
