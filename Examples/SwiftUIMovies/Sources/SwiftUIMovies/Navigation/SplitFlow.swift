import RxFlow
import RxFlowSwiftUI

/// The app in regular width: a split view whose sidebar holds both lists and whose detail
/// shows the selected movie, its cast (and what `MovieScreens` shows over them). Selecting a
/// movie in the sidebar is a step; in compact width the columns collapse into one stack.
final class SplitFlow: Flow {
    let library: Library
    let split = FlowSplit<Int> { AppStep.movieIsPicked(id: $0) }
    let sidebar = FlowStack<MovieRoute>()
    let detail = FlowStack<MovieRoute>()
    var root: any Presentable { split }

    init(library: Library) {
        self.library = library
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        let screens = MovieScreens(library: library)
        switch step {
        case .appIsReady:
            split.setColumns(sidebar: sidebar, detail: detail)
            detail.push(.noSelection)
            let viewModel = LibraryViewModel(library: library)
            let lists = sidebar.push(.library, viewModel: viewModel)
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: lists, withNextStepper: viewModel),
                .contribute(withNextPresentable: sidebar, withNextStepper: split.selectionStepper),
            ])
        case .settingsAreRequired, .settingsAreDone:
            // The settings button is the sidebar's, so is the sheet.
            return screens.navigate(to: step, on: sidebar) ?? .none
        case .movieIsPicked(let id):
            return show(id)
        case .movieIsLinked(let id) where library.list(holding: id) != nil:
            // What is presented over the detail is dismissed first, at once.
            if let lowest = detail.presentations.first { detail.dismiss(lowest, animated: false) }
            split.select(id)
            return show(id)
        case .removalIsConfirmed(let id):
            library.remove(id)
            split.select(nil)
            detail.setRoutes([.noSelection])
            split.setCompactColumn(.sidebar)
            return .none
        default:
            return screens.navigate(to: step, on: detail) ?? .none
        }
    }

    /// The detail becomes the movie, at once (a selection replaces what the detail showed).
    private func show(_ id: Int) -> FlowContributors {
        let movie = detail.setRoutes([.movie(id: id)], animated: false)[0]
        guard movie.viewModel == nil else { return .none }
        let viewModel = MovieViewModel(id: id)
        movie.viewModel = viewModel
        return .one(flowContributor: .contribute(withNextPresentable: movie, withNextStepper: viewModel))
    }
}
