import RxFlow
import RxFlowHeadless

/// The movies, with "Logout" and "Settings" bar buttons (the only way to reach them).
final class MovieListScreen: ViewController, StoryboardBased, ViewModelBased, SteppingScreen {
    var viewModel: MovieListViewModel!
    private var cancellables = Set<AnyCancellable>()

    override init() {
        super.init()
        title = "Movies"
    }

    override func viewDidLoad() {
        let logout = BarButtonItem(title: "Logout")
        let settings = BarButtonItem(title: "Settings")
        navigationItem.leftBarButtonItem = logout
        navigationItem.rightBarButtonItem = settings
        logout.rx.tap.map { AppStep.logoutIsRequired }.bind(to: viewModel.steps).store(in: &cancellables)
        settings.rx.tap.map { AppStep.settingsAreRequired }.bind(to: viewModel.steps).store(in: &cancellables)
    }

    /// What the table view's `tableView(_:didSelectRowAt:)` calls.
    func didSelectMovie(at row: Int) {
        viewModel.pick(movieId: viewModel.movies[row].id)
    }
}

/// The list's view model: the movies, and the steps the screen binds its buttons to.
final class MovieListViewModel: ViewModel, Stepper {
    let steps = PublishRelay<any Step>()
    let movies = Movie.all

    func pick(movieId: Int) {
        steps.accept(AppStep.movieIsPicked(withId: movieId))
    }
}

/// A movie of the (fixed) catalogue.
struct Movie: Sendable, Equatable {
    let id: Int
    let title: String

    static let all = [Movie(id: 1, title: "Inception"), Movie(id: 2, title: "Arrival")]
}
