import RxFlow
import RxFlowHeadless

/// The root screen of the wishlist and watched tabs.
final class MovieListScreen: ViewController, SteppingScreen, DemoScreen {
    let viewModel: MovieListViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: MovieListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.shelf == .wishlist ? "Wishlist" : "Watched"
    }

    var contentLines: [String] {
        switch viewModel.shelf {
        case .wishlist: ["\(viewModel.movies.count) movies you want to watch."]
        case .watched: ["\(viewModel.movies.count) movies you have seen."]
        }
    }

    var actions: [ScreenAction] {
        var actions = viewModel.movies.map { movie in
            ScreenAction(title: movie.displayTitle) { [viewModel] in viewModel.pick(movieId: movie.id) }
        }
        if viewModel.offersSettings {
            actions.append(ScreenAction(title: "Settings") { [viewModel] in viewModel.settings() })
        }
        return actions
    }
}
