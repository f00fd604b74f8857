import Logging
import RxFlow
import RxFlowSwiftUI

// An iPad-shaped app whose steps, routes and tabs are `Codable`, for the tests of a split view
// in a tab: a browse tab (a flow's stack) and a library tab (a flow's split view: genres in
// the sidebar, the picked genre and its movies in the detail).

enum LibraryTab: String, Hashable, Codable {
    case browse
    case library
}

enum LibraryRoute: Hashable, Codable {
    case list
    case genres
    case genre(Int)
    case movie(Int)
}

enum LibraryStep: Step, Codable, Equatable {
    case start
    case listIsRequired
    case genresAreRequired
    /// The sidebar's selection, as the split view sends it.
    case genreIsPicked(Int)
    case movieIsPicked(Int)
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class LibraryTabsFlow: Flow {
    let tabs: FlowTabs<LibraryTab>
    let browse: LibraryListFlow
    let library: LibrarySplitFlow
    var root: any Presentable { tabs }

    init(logger: Logger = Logger.current) {
        tabs = FlowTabs(logger: logger)
        browse = LibraryListFlow(logger: logger)
        library = LibrarySplitFlow(logger: logger)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case .start = step as? LibraryStep else { return .none }
        tabs.add(.browse, stack: browse.stack)
        tabs.add(.library, split: library.split)
        return .multiple(flowContributors: [
            .contribute(
                withNextPresentable: browse, withNextStepper: OneStepper(withSingleStep: LibraryStep.listIsRequired)),
            .contribute(
                withNextPresentable: library, withNextStepper: OneStepper(withSingleStep: LibraryStep.genresAreRequired)
            ),
        ])
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class LibraryListFlow: Flow {
    let stack: FlowStack<LibraryRoute>
    var root: any Presentable { stack }

    init(logger: Logger = Logger.current) {
        stack = FlowStack(logger: logger)
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? LibraryStep {
        case .listIsRequired: .route(stack.push(.list, viewModel: TapModel()))
        case .movieIsPicked(let id): .route(stack.push(.movie(id), viewModel: TapModel()))
        default: .none
        }
    }
}

/// The library tab's flow: its root is the split view the tab holds.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class LibrarySplitFlow: Flow {
    let split: FlowSplit<Int>
    let sidebar: FlowStack<LibraryRoute>
    let detail: FlowStack<LibraryRoute>
    var root: any Presentable { split }

    init(logger: Logger = Logger.current) {
        split = FlowSplit(logger: logger) { LibraryStep.genreIsPicked($0) }
        sidebar = FlowStack(logger: logger)
        detail = FlowStack(logger: logger)
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? LibraryStep {
        case .genresAreRequired:
            split.setColumns(sidebar: sidebar, detail: detail)
            let genres = sidebar.push(.genres, viewModel: TapModel())
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: genres, withNextStepper: genres.viewModel!),
                .contribute(withNextPresentable: sidebar, withNextStepper: split.selectionStepper),
            ])
        case .genreIsPicked(let id):
            let genre = detail.setRoutes([.genre(id)], animated: false)[0]
            guard genre.viewModel == nil else { return .none }
            genre.viewModel = TapModel()
            return .route(genre)
        case .movieIsPicked(let id):
            return .route(detail.push(.movie(id), viewModel: TapModel()))
        default:
            return .none
        }
    }
}
