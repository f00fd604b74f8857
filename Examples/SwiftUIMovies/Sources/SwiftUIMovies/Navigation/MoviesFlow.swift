import RxFlow
import RxFlowSwiftUI

/// The app's flow, on the root stack: the list, a movie, its trailer in a full-screen cover,
/// and the settings flow in a sheet.
final class MoviesFlow: Flow {
    let stack = FlowStack<MovieRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .moviesAreRequired:
            return .route(stack.push(.list, viewModel: MovieListViewModel()))
        case .movieIsPicked(let id):
            return .route(stack.push(.movie(id: id), viewModel: MovieViewModel(id: id)))
        case .trailerIsRequired(let id):
            return .route(stack.present(.trailer(id: id), style: .fullScreenCover, viewModel: TrailerViewModel(id: id)))
        case .trailerIsDone, .settingsAreDone:
            stack.dismiss()
            return .none
        case .settingsAreRequired:
            let settings = SettingsFlow()
            stack.present(settings.stack, as: .settings, style: .sheet)
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: settings,
                    withNextStepper: OneStepper(withSingleStep: AppStep.settingsAreRequired)))
        case .movieIsLinked(let id):
            return linkToMovie(id)
        case .aboutIsRequired:
            return .none
        }
    }

    /// The path becomes the list, then the movie: a list already there is kept.
    private func linkToMovie(_ id: Int) -> FlowContributors {
        let new = stack.setRoutes([.list, .movie(id: id)]).filter { $0.viewModel == nil }
        return .multiple(
            flowContributors: new.map { route in
                let viewModel: any Stepper = route.value == .list ? MovieListViewModel() : MovieViewModel(id: id)
                route.viewModel = viewModel
                return .contribute(withNextPresentable: route, withNextStepper: viewModel)
            })
    }
}
