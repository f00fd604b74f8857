import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

@testable import SwiftUIMovies

/// The app's flows on their stacks, as its views drive them, with `FlowTestStore`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct MoviesFlowTests {
    @Test func pickingAMovieAndPlayingItsTrailer() async {
        let store = Self.store()
        await store.receive(MoviesFlow.self, AppStep.moviesAreRequired)
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieListViewModel.self)?.pick(Movie.catalog[1])
        await store.receive(MoviesFlow.self, AppStep.movieIsPicked(id: 2))
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieViewModel.self)?.playTrailer()
        await store.receive(MoviesFlow.self, AppStep.trailerIsRequired(id: 2))
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list
              - movie(id: 2) (top)
              - fullScreenCover: trailer(id: 2) [visible]
            """)
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TrailerViewModel.self)?.close()
        await store.receive(MoviesFlow.self, AppStep.trailerIsDone)
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .movie(id: 2))
        await store.finish()
    }

    @Test func theSettingsFlowEndsWithDone() async {
        let store = await Self.storeWithSettingsOpen()
        store.visibleRoute(as: SettingsRoute.self)?.viewModel(as: SettingsViewModel.self)?.showAbout()
        await store.receive(SettingsFlow.self, AppStep.aboutIsRequired)
        // Back in the sheet's own stack, then "Done".
        store.stack(of: MovieRoute.self)?.presentations.first?.childStack(of: SettingsRoute.self)?.path = []
        store.visibleRoute(as: SettingsRoute.self)?.viewModel(as: SettingsViewModel.self)?.done()
        await store.receive(SettingsFlow.self, AppStep.settingsAreDone)
        await store.receive(MoviesFlow.self, AppStep.settingsAreDone)
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list (top) [visible]
            """)
        await store.finish()
    }

    @Test func theSettingsFlowEndsWhenItsSheetIsSwipedDown() async {
        let store = await Self.storeWithSettingsOpen()
        store.stack(of: MovieRoute.self)?.setPresentation(nil, at: 0, style: .sheet)
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .list)
        // The settings flow has ended: a deep link reaches the movies flow only.
        store.deepLink(AppStep.movieIsLinked(id: 3))
        await store.receive(MoviesFlow.self, AppStep.movieIsLinked(id: 3))
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list
              - movie(id: 3) (top) [visible]
            """)
        await store.finish()
    }

    @Test func theJourneyEndsOnTheLinkedMovie() {
        var shown: [String] = []
        #expect(
            Journey.run { shown.append($0) } == """
                - FlowStack<MovieRoute> [visible]
                  - list
                  - movie(id: 3) (top) [visible]
                """)
        #expect(
            shown.map { $0.prefix { $0 != ":" } } == [
                "Launched", "A movie, its trailer over it", "Back to the list, then the settings, in a sheet",
                "The sheet swiped down, then a deep link",
            ])
    }

    private static func store() -> FlowTestStore {
        FlowTestStore(flow: MoviesFlow(), stepper: OneStepper(withSingleStep: AppStep.moviesAreRequired))
    }

    /// A store whose user opened the settings from the list: the settings flow runs in a sheet.
    private static func storeWithSettingsOpen() async -> FlowTestStore {
        let store = store()
        await store.receive(MoviesFlow.self, AppStep.moviesAreRequired)
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieListViewModel.self)?.openSettings()
        await store.receive(MoviesFlow.self, AppStep.settingsAreRequired)
        await store.receive(SettingsFlow.self, AppStep.settingsAreRequired)
        return store
    }
}
