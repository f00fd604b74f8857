import Foundation
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

@testable import SwiftUIMovies

/// The app in regular width, a split view of the lists and the selected movie, with
/// `FlowTestStore`; its columns collapse into one stack in compact width.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct SplitFlowTests {
    @Test func aSelectionInTheSidebarIsAStepThatShowsTheMovie() async {
        let store = await Self.launched()
        store.split(of: Int.self)?.selection = 3
        await store.receive(SplitFlow.self, AppStep.movieIsPicked(id: 3))
        #expect(Self.detail(store)?.animatesLastChange == false, "the detail is replaced, not pushed")
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieViewModel.self)?.showCast()
        await store.receive(SplitFlow.self, AppStep.castIsRequired(id: 3))
        store.assertHierarchy(
            """
            - FlowSplit<Int> (regular, automatic) [visible]
              - sidebar [visible]
                - FlowStack<MovieRoute> [visible]
                  - library (top) [visible]
              - detail [visible]
                - FlowStack<MovieRoute> [visible]
                  - movie(id: 3)
                  - cast(id: 3) (top) [visible]
            """)
        // Another movie replaces the first one and its cast.
        store.split(of: Int.self)?.selection = 4
        await store.receive(SplitFlow.self, AppStep.movieIsPicked(id: 4))
        #expect(Self.detail(store)?.routes.map(\.value) == [.movie(id: 4)])
        await store.finish()
    }

    @Test func inCompactWidthTheColumnsCollapseIntoOneStack() async {
        let store = await Self.launched()
        store.split(of: Int.self)?.isCompact = true
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .library)
        #expect(Self.detail(store)?.routes.first?.isVisible == false)
        store.split(of: Int.self)?.selection = 1
        await store.receive(SplitFlow.self, AppStep.movieIsPicked(id: 1))
        store.assertHierarchy(
            """
            - FlowSplit<Int> (compact, detail on top) [visible]
              - sidebar
                - FlowStack<MovieRoute>
                  - library (top)
              - detail [visible]
                - FlowStack<MovieRoute> [visible]
                  - movie(id: 1) (top) [visible]
            """)
        // The user's Back: the sidebar on top, the movie hidden (its steps dropped), not dismissed.
        do {
            let movie = store.visibleRoute(as: MovieRoute.self)
            store.split(of: Int.self)?.setCompactColumn(.sidebar)
            #expect(movie?.isVisible == false && movie?.isDismissed == false)
            movie?.viewModel(as: MovieViewModel.self)?.showCast()
            await store.receiveDrop(AppStep.castIsRequired(id: 1), reason: .presentableNotVisible)
        }
        // Regular width again: both columns.
        store.split(of: Int.self)?.isCompact = false
        #expect(Self.detail(store)?.routes.first?.isVisible == true)
        await store.finish()
    }

    @Test func confirmingARemovalClearsTheDetail() async {
        let store = await Self.launched()
        store.split(of: Int.self)?.selection = 2
        await store.receive(SplitFlow.self, AppStep.movieIsPicked(id: 2))
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieViewModel.self)?.remove()
        await store.receive(SplitFlow.self, AppStep.removalIsRequested(id: 2))
        if let dialog = Self.detail(store)?.presentations.last {
            #expect(Self.detail(store)?.answer(dialog, buttonTitled: "Remove") == true)
        }
        await store.receive(SplitFlow.self, AppStep.removalIsConfirmed(id: 2))
        #expect(store.split(of: Int.self)?.selectedValue == nil)
        #expect(Self.detail(store)?.routes.map(\.value) == [.noSelection])
        let library = store.split(of: Int.self)?.stack(.sidebar, of: MovieRoute.self)?.routes.first?
            .viewModel(as: LibraryViewModel.self)?.library
        #expect(library?.movies(in: .wishlist).map(\.id) == [1])
        await store.finish()
    }

    @Test func theSettingsSheetIsTheSidebars() async {
        let store = await Self.launched()
        store.split(of: Int.self)?.stack(.sidebar, of: MovieRoute.self)?.routes.first?
            .viewModel(as: LibraryViewModel.self)?.openSettings()
        await store.receive(SplitFlow.self, AppStep.settingsAreRequired)
        await store.receive(SettingsFlow.self, AppStep.settingsAreRequired)
        store.split(of: Int.self)?.stack(.sidebar, of: MovieRoute.self)?.setPresentation(nil, at: 0, style: .sheet)
        #expect(store.split(of: Int.self)?.stack(.sidebar, of: MovieRoute.self)?.presentations.isEmpty == true)
        await store.finish()
    }

    @Test func aDeepLinkSelectsTheMovieWithoutAnimation() async {
        let store = await Self.launched()
        store.split(of: Int.self)?.selection = 1
        await store.receive(SplitFlow.self, AppStep.movieIsPicked(id: 1))
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieViewModel.self)?.playTrailer()
        await store.receive(SplitFlow.self, AppStep.trailerIsRequired(id: 1))
        store.deepLink(AppStep.movieIsLinked(id: 4))
        await store.receive(SplitFlow.self, AppStep.movieIsLinked(id: 4))
        #expect(store.split(of: Int.self)?.selectedValue == 4)
        #expect(Self.detail(store)?.routes.map(\.value) == [.movie(id: 4)])
        #expect(Self.detail(store)?.presentations.isEmpty == true, "the trailer was dismissed first")
        #expect(Self.detail(store)?.animatesLastChange == false)
        await store.finish()
    }

    @Test func aLinkIsReadFromItsURL() {
        #expect(URL(string: "movies://movie/3").flatMap(AppStep.init(link:)) == .movieIsLinked(id: 3))
        for bad in ["movies://movie/x", "movies://actor/3", "https://movie/3", "movies://movie/3/4", "movies://movie"] {
            #expect(URL(string: bad).flatMap(AppStep.init(link:)) == nil, "\(bad) is ignored")
        }
    }

    // MARK: - Helpers

    static func launched() async -> FlowTestStore {
        let store = FlowTestStore(
            flow: SplitFlow(library: Library()), stepper: OneStepper(withSingleStep: AppStep.appIsReady))
        await store.receive(SplitFlow.self, AppStep.appIsReady)
        return store
    }

    static func detail(_ store: FlowTestStore) -> FlowStack<MovieRoute>? {
        store.split(of: Int.self)?.stack(.detail, of: MovieRoute.self)
    }
}
