import RxFlow
import RxFlowSwiftUI

/// One of the user's lists on its tab's stack: the list, a movie, its cast (and what
/// `MovieScreens` shows over them). A deep link to one of its movies rebuilds the path
/// without animation.
final class ListFlow: Flow {
    let list: MovieList
    let library: Library
    let stack = FlowStack<MovieRoute>()
    var root: any Presentable { stack }

    init(list: MovieList, library: Library) {
        self.list = list
        self.library = library
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        if let contributors = MovieScreens(library: library).navigate(to: step, on: stack) { return contributors }
        switch step {
        case .listIsRequired(let list) where list == self.list:
            return .route(stack.push(.list(list), viewModel: MovieListViewModel(list: list, library: library)))
        case .movieIsPicked(let id):
            return .route(stack.push(.movie(id: id), viewModel: MovieViewModel(id: id)))
        case .removalIsConfirmed(let id):
            library.remove(id)
            stack.popToRoot()
            return .none
        case .movieIsLinked(let id) where library.list(holding: id) == list:
            return link(to: id)
        default:
            return .none
        }
    }

    /// The path becomes the list, then the movie, at once: what is presented is dismissed
    /// first, and a list already there is kept.
    private func link(to id: Int) -> FlowContributors {
        if let lowest = stack.presentations.first { stack.dismiss(lowest, animated: false) }
        let movie = stack.setRoutes([.list(list), .movie(id: id)], animated: false)[1]
        guard movie.viewModel == nil else { return .none }
        let viewModel = MovieViewModel(id: id)
        movie.viewModel = viewModel
        return .one(flowContributor: .contribute(withNextPresentable: movie, withNextStepper: viewModel))
    }
}
