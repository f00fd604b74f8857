import RxFlow
import RxFlowHeadless

/// A movie's detail (a leaf: it emits no step).
final class MovieDetailScreen: ViewController, StoryboardBased, ViewModelBased, SteppingScreen {
    var viewModel: MovieDetailViewModel! {
        didSet { title = viewModel?.title }
    }
}

/// The detail's view model.
final class MovieDetailViewModel: ViewModel, Stepper {
    let steps = PublishRelay<any Step>()
    let title: String

    init(movieId: Int) {
        title = Movie.all.first { $0.id == movieId }?.title ?? "Movie #\(movieId)"
    }
}
