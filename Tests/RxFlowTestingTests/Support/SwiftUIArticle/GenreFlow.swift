import RxFlow
import RxFlowSwiftUI

/// A split view: the genres in the sidebar, the picked one in the detail.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class GenreFlow: Flow {
    let split = FlowSplit<Genre> { GenreStep.genreIsPicked($0) }
    let sidebar = FlowStack<GenreRoute>()
    let detail = FlowStack<GenreRoute>()
    var root: any Presentable { split }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? GenreStep else { return .none }
        switch step {
        case .genresAreRequired:
            split.setColumns(sidebar: sidebar, detail: detail)
            sidebar.push(.genres)
            detail.push(.noSelection)
            // The user's selections in the sidebar are steps, made by the split view.
            return .one(
                flowContributor: .contribute(withNextPresentable: sidebar, withNextStepper: split.selectionStepper))
        case .genreIsPicked(let genre):
            // The detail becomes the genre, at once; picked again, it is the route already there.
            let page = detail.setRoutes([.genre(genre)], animated: false)[0]
            guard page.viewModel == nil else { return .none }
            page.viewModel = ScreenModel()
            return .route(page)
        }
    }
}

enum Genre: String, Hashable {
    case drama
    case comedy
}

enum GenreRoute: Hashable {
    case genres
    case noSelection
    case genre(Genre)
}

enum GenreStep: Step {
    case genresAreRequired
    case genreIsPicked(Genre)
}
