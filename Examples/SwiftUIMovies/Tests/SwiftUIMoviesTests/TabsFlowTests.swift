import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

@testable import SwiftUIMovies

/// The app in compact width, a tab per list, as its views drive it, with `FlowTestStore`.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct TabsFlowTests {
    @Test func launchingShowsTheWishlistTab() async {
        let store = await Self.launched()
        store.assertHierarchy(
            """
            - FlowTabs<MovieList> [visible]
              - tab: wishlist (selected) [visible]
                - FlowStack<MovieRoute> [visible]
                  - list(wishlist) (top) [visible]
              - tab: watched
                - FlowStack<MovieRoute>
                  - list(watched) (top)
            """)
        await store.finish()
    }

    @Test func aHiddenTabsStepsAreDroppedUntilTheUserSwitchesToIt() async {
        let store = await Self.launched()
        do {
            let watched = store.tabs(of: MovieList.self)?.tab(.watched)?.stack(of: MovieRoute.self)
            let list = watched?.routes.first?.viewModel(as: MovieListViewModel.self)
            list?.pick(Movie.catalog[3])
            await store.receiveDrop(AppStep.movieIsPicked(id: 4), reason: .presentableNotVisible)
            store.tabs(of: MovieList.self)?.selection = .watched
            #expect(store.tabs(of: MovieList.self)?.tab(.wishlist)?.isVisible == false)
            list?.pick(Movie.catalog[3])
            await store.receive(ListFlow.self, AppStep.movieIsPicked(id: 4))
        }
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .movie(id: 4))
        await store.finish()
    }

    @Test func aMovieAndItsCastArePushedAndReselectingTheTabPopsToTheList() async {
        let store = await Self.launched()
        await Self.open(store, movie: 1)
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieViewModel.self)?.showCast()
        await store.receive(ListFlow.self, AppStep.castIsRequired(id: 1))
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .cast(id: 1))
        #expect(store.visibleRoute(as: MovieRoute.self)?.viewModel(as: CastViewModel.self)?.cast.count == 2)
        do {
            let pushed = Self.wishlist(store)?.routes.dropFirst() ?? []
            store.tabs(of: MovieList.self)?.selection = .wishlist
            #expect(pushed.count == 2 && pushed.allSatisfy(\.isDismissed))
        }
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .list(.wishlist))
        await store.finish()
    }

    @Test func theTrailerCoversTheMovieUntilItIsClosed() async {
        // The iOS rendering, for this test's task only: on macOS a cover is shown as a sheet,
        // and the movie stays visible.
        await PresentationStyle.$fullScreenCoversHideWhatIsUnderOverride.withValue(true) {
            let store = await Self.launched()
            await Self.open(store, movie: 2)
            store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieViewModel.self)?.playTrailer()
            await store.receive(ListFlow.self, AppStep.trailerIsRequired(id: 2))
            #expect(Self.wishlist(store)?.routes.contains(where: \.isVisible) == false, "a cover hides the stack")
            store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TrailerViewModel.self)?.close()
            await store.receive(ListFlow.self, AppStep.trailerIsDone)
            #expect(store.visibleRoute(as: MovieRoute.self)?.value == .movie(id: 2))
            #expect(Self.wishlist(store)?.presentations.isEmpty == true)
            await store.finish()
        }
    }

    @Test func theSettingsFlowRunsInASheetAndEndsWithDone() async {
        let store = await Self.launchedWithSettingsOpen()
        store.visibleRoute(as: SettingsRoute.self)?.viewModel(as: SettingsViewModel.self)?.showAbout()
        await store.receive(SettingsFlow.self, AppStep.aboutIsRequired)
        Self.wishlist(store)?.presentations.first?.childStack(of: SettingsRoute.self)?.path = []
        store.visibleRoute(as: SettingsRoute.self)?.viewModel(as: SettingsViewModel.self)?.done()
        await store.receive(SettingsFlow.self, AppStep.settingsAreDone)
        await store.receive(ListFlow.self, AppStep.settingsAreDone)
        #expect(Self.endedFlows(store, named: "SettingsFlow") == 1)
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .list(.wishlist))
        await store.finish()
    }

    @Test func swipingTheSettingsSheetDownEndsItsFlow() async {
        let store = await Self.launchedWithSettingsOpen()
        do {
            let settings = store.visibleRoute(as: SettingsRoute.self)?.viewModel(as: SettingsViewModel.self)
            Self.wishlist(store)?.setPresentation(nil, at: 0, style: .sheet)
            #expect(Self.endedFlows(store, named: "SettingsFlow") == 1)
            #expect(store.visibleRoute(as: MovieRoute.self)?.value == .list(.wishlist))
            settings?.showAbout()
            await store.receiveDrop(AppStep.aboutIsRequired, reason: .presentableDismissed)
        }
        await store.finish()
    }

    @Test func removingAMovieAsksFirstAndCancelKeepsIt() async {
        let store = await Self.launched()
        await Self.open(store, movie: 1)
        await Self.askToRemove(store, movie: 1)
        do {
            let (stack, dialog) = (Self.wishlist(store), Self.wishlist(store)?.presentations.last)
            #expect(dialog?.alert?.title == "Remove Dune?" && dialog?.alert?.message == "It leaves Wishlist.")
            let dismissals = Self.dismissals(of: dialog)
            let before = store.events.count
            #expect(dialog.map { stack?.answer($0, buttonTitled: "Keep") } == true)
            // SwiftUI then writes false to the dialog's binding: late, ignored.
            stack?.setPresentation(nil, at: 0, style: .confirmationDialog, shown: dialog)
            #expect(dismissals.count == 1 && Self.endedContributions(store, since: before) == 1)
        }
        #expect(Self.library(store)?.list(holding: 1) == .wishlist)
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .movie(id: 1))
        await store.finish()
    }

    @Test func confirmingARemovalRemovesTheMovieOnce() async {
        let store = await Self.launched()
        await Self.open(store, movie: 1)
        await Self.askToRemove(store, movie: 1)
        do {
            let (stack, dialog) = (Self.wishlist(store), Self.wishlist(store)?.presentations.last)
            stack?.logger = store.logs.logger
            let dismissals = Self.dismissals(of: dialog)
            let before = store.events.count
            #expect(dialog.map { stack?.answer($0, buttonTitled: "Remove") } == true)
            await store.receive(ListFlow.self, AppStep.removalIsConfirmed(id: 1))
            #expect(dialog.map { stack?.answer($0, buttonTitled: "Remove") } == false, "answered once")
            #expect(stack?.warnings.map(\.kind) == [.invalidAlertAnswer])
            // The dialog's contribution, then the movie's, popped by the removal.
            #expect(dismissals.count == 1 && Self.endedContributions(store, since: before) == 2)
        }
        #expect(Self.library(store)?.list(holding: 1) == nil)
        #expect(Self.library(store)?.movies(in: .wishlist).map(\.id) == [2])
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .list(.wishlist))
        await store.finish()
    }

    @Test func aDeepLinkSwitchesTabAndPushesWithoutAnimation() async {
        let store = await Self.launched()
        store.tabs(of: MovieList.self)?.selection = .watched
        store.deepLink(AppStep.movieIsLinked(id: 2))
        await store.receive(TabsFlow.self, AppStep.movieIsLinked(id: 2))
        await store.receive(ListFlow.self, AppStep.movieIsLinked(id: 2))
        await store.receive(ListFlow.self, AppStep.movieIsLinked(id: 2))
        #expect(store.tabs(of: MovieList.self)?.selectedTab == .wishlist)
        #expect(store.tabs(of: MovieList.self)?.animatesLastChange == false)
        #expect(Self.wishlist(store)?.animatesLastChange == false)
        store.assertHierarchy(
            """
            - FlowTabs<MovieList> [visible]
              - tab: wishlist (selected) [visible]
                - FlowStack<MovieRoute> [visible]
                  - list(wishlist)
                  - movie(id: 2) (top) [visible]
              - tab: watched
                - FlowStack<MovieRoute>
                  - list(watched) (top)
            """)
        // The linked movie's view model is heard.
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieViewModel.self)?.showCast()
        await store.receive(ListFlow.self, AppStep.castIsRequired(id: 2))
        await store.finish()
    }

    @Test func aLinkToAMovieInNoListIsIgnored() async {
        let store = await Self.launched()
        let before = store.render()
        store.deepLink(AppStep.movieIsLinked(id: 99))
        await store.receive(TabsFlow.self, AppStep.movieIsLinked(id: 99))
        await store.receive(ListFlow.self, AppStep.movieIsLinked(id: 99))
        await store.receive(ListFlow.self, AppStep.movieIsLinked(id: 99))
        #expect(store.render() == before)
        await store.finish()
    }

    // MARK: - Helpers

    /// The app launched in tabs: both lists' flows started.
    static func launched() async -> FlowTestStore {
        let store = FlowTestStore(
            flow: TabsFlow(library: Library()), stepper: OneStepper(withSingleStep: AppStep.appIsReady))
        await store.receive(TabsFlow.self, AppStep.appIsReady)
        await store.receive(ListFlow.self, AppStep.listIsRequired(.wishlist))
        await store.receive(ListFlow.self, AppStep.listIsRequired(.watched))
        return store
    }

    static func launchedWithSettingsOpen() async -> FlowTestStore {
        let store = await launched()
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieListViewModel.self)?.openSettings()
        await store.receive(ListFlow.self, AppStep.settingsAreRequired)
        await store.receive(SettingsFlow.self, AppStep.settingsAreRequired)
        return store
    }

    /// The user picks the movie on the visible list.
    static func open(_ store: FlowTestStore, movie id: Int) async {
        let list = store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieListViewModel.self)
        if let movie = list?.movies.first(where: { $0.id == id }) { list?.pick(movie) }
        await store.receive(ListFlow.self, AppStep.movieIsPicked(id: id))
    }

    static func askToRemove(_ store: FlowTestStore, movie id: Int) async {
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: MovieViewModel.self)?.remove()
        await store.receive(ListFlow.self, AppStep.removalIsRequested(id: id))
    }

    static func wishlist(_ store: FlowTestStore) -> FlowStack<MovieRoute>? {
        store.tabs(of: MovieList.self)?.tab(.wishlist)?.stack(of: MovieRoute.self)
    }

    static func library(_ store: FlowTestStore) -> Library? {
        wishlist(store)?.routes.first?.viewModel(as: MovieListViewModel.self)?.library
    }

    static func endedFlows(_ store: FlowTestStore, named name: String) -> Int {
        store.events.filter { event in
            if case .flowEnded(let flow, _) = event { "\(flow)".contains(name) } else { false }
        }.count
    }

    static func endedContributions(_ store: FlowTestStore, since start: Int) -> Int {
        store.events.dropFirst(start).filter { event in
            if case .contributionEnded = event { true } else { false }
        }.count
    }

    /// Counts the route's dismissals from now on.
    static func dismissals(of route: FlowRoute<MovieRoute>?) -> Counter {
        let counter = Counter()
        counter.subscription = route?.rxDismissed.sink { [counter] in counter.count += 1 }
        return counter
    }
}

/// How many times something happened.
@MainActor
final class Counter {
    var count = 0
    var subscription: AnyCancellable?
}
