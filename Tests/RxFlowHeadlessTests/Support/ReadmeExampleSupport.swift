import RxFlow
import RxFlowHeadless

// What the original RxFlow README's `WatchedFlow` uses without showing it in full: its
// services, view models and storyboard screens, reduced to what the tests look at.

/// The README's services, reduced to nothing: the flows only pass them along.
final class AppServices: Sendable {}

final class WatchedViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func pick(movieId: Int) {
        self.steps.accept(DemoStep.movieIsPicked(withId: movieId))
    }
}

final class MovieDetailViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let title: String

    init(withMovieId movieId: Int) {
        title = "Movie \(movieId)"
    }

    func pick(castId: Int) {
        self.steps.accept(DemoStep.castIsPicked(withId: castId))
    }
}

final class CastDetailViewModel {
    let name: String

    init(withCastId castId: Int) {
        name = "Cast \(castId)"
    }
}

/// A screen built from a view model, standing in for the README's storyboard-instantiated
/// screens (`StoryboardBased` + the app's `ViewModelBased` in the original demo).
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
