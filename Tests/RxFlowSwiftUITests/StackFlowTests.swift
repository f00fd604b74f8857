import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Flows on a stack, driven end to end by the engine through `FlowTestStore`: the view models
/// of visible routes navigate, popped routes' view models no longer do, a child flow runs in
/// a sheet's stack, deep links rebuild the path, and everything is released at the end.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct StackFlowTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFlowPushesAndTheUserGoesBack() async {
        let store = FlowTestStore(flow: MoviesFlow(), stepper: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        await store.receive(MoviesFlow.self, MovieStep.moviesAreRequired)
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 1))
        await store.receive(MoviesFlow.self, MovieStep.movieIsPicked(id: 1))
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list
              - movie(id: 1) (top) [visible]
            """)
        // Back: NavigationStack writes the shorter path.
        store.stack(of: MovieRoute.self)?.path = []
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .list)
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func stepsFromAPoppedRoutesViewModelAreDropped() async {
        let store = await startedStore()
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 1))
        await store.receive(MoviesFlow.self, MovieStep.movieIsPicked(id: 1))
        do {
            let movieModel = store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)
            store.stack(of: MovieRoute.self)?.pop()
            // The popped route's contribution has ended: the step is not navigated, and it
            // is reported (the exhaustive store fails at finish() on anything not asserted).
            movieModel?.tap(MovieStep.castIsPicked(id: 2))
        }
        await store.receiveDrop(MovieStep.castIsPicked(id: 2), reason: .presentableDismissed)
        #expect(store.stack(of: MovieRoute.self)?.routes.map(\.value) == [.list])
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func stepsFromARouteUnderACoverAreDroppedAsNotVisible() async {
        let store = await startedStore()
        var list: FlowRoute<MovieRoute>? { store.stack(of: MovieRoute.self)?.routes.first }
        list?.viewModel(as: TapModel.self)?.tap(MovieStep.playIsRequired(id: 3))
        await store.receive(MoviesFlow.self, MovieStep.playIsRequired(id: 3))
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .player(id: 3))
        list?.viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 1))
        await store.receiveDrop(MovieStep.movieIsPicked(id: 1), reason: .presentableNotVisible)
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(MovieStep.playIsComplete)
        await store.receive(MoviesFlow.self, MovieStep.playIsComplete)
        // Under a sheet, the list stays visible and navigates.
        list?.viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 1))
        await store.receive(MoviesFlow.self, MovieStep.movieIsPicked(id: 1))
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChildFlowRunsInASheetsStackAndEndsWhenTheSheetIsSwipedDown() async {
        let store = await startedStore()
        await openSettings(store)
        store.visibleRoute(as: SettingsRoute.self)?.viewModel(as: TapModel.self)?.tap(SettingsStep.aboutIsRequired)
        await store.receive(SettingsFlow.self, SettingsStep.aboutIsRequired)
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list (top) [visible]
              - sheet: settings [visible]
                - FlowStack<SettingsRoute> [visible]
                  - settings
                  - about (top) [visible]
            """)
        let ended = NavigationEventRecorder(store.coordinator!)
        // The sheet swiped down: the child flow ends with its stack.
        store.stack(of: MovieRoute.self)?.setPresentation(nil, at: 0, style: .sheet)
        #expect(ended.endedFlows == ["SettingsFlow"])
        #expect(store.visibleRoute(as: MovieRoute.self)?.value == .list)
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChildFlowThatEndsDismissesItsSheet() async {
        let store = await startedStore()
        await openSettings(store)
        store.visibleRoute(as: SettingsRoute.self)?.viewModel(as: TapModel.self)?.tap(SettingsStep.settingsAreDone)
        await store.receive(SettingsFlow.self, SettingsStep.settingsAreDone)
        await store.receive(MoviesFlow.self, MovieStep.settingsAreComplete)
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list (top) [visible]
            """)
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDeepLinkRebuildsThePathKeepingWhatMatches() async {
        let store = await startedStore()
        let list = store.visibleRoute(as: MovieRoute.self).map(ObjectIdentifier.init)
        store.deepLink(MovieStep.movieDeepLink(id: 7, castId: 8))
        await store.receive(MoviesFlow.self, MovieStep.movieDeepLink(id: 7, castId: 8))
        #expect(store.stack(of: MovieRoute.self)?.routes.first.map(ObjectIdentifier.init) == list, "the list was kept")
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list
              - movie(id: 7)
              - cast(id: 8) (top) [visible]
            """)
        // The routes the deep link made navigate like any other.
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 9))
        await store.receive(MoviesFlow.self, MovieStep.movieIsPicked(id: 9))
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func everythingIsReleasedAfterPopsAndDismissals() async {
        weak var weakModel: TapModel?
        weak var weakRoute: FlowRoute<MovieRoute>?
        weak var weakChild: FlowStack<SettingsRoute>?
        let store = await startedStore()
        do {
            store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 1))
            await store.receive(MoviesFlow.self, MovieStep.movieIsPicked(id: 1))
            let movie = store.visibleRoute(as: MovieRoute.self)
            weakRoute = movie
            weakModel = movie?.viewModel(as: TapModel.self)
            store.stack(of: MovieRoute.self)?.path = []
        }
        #expect(weakRoute == nil && weakModel == nil, "a popped route and its view model are released at once")
        do {
            store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(MovieStep.settingsAreRequired)
            await store.receive(MoviesFlow.self, MovieStep.settingsAreRequired)
            await store.receive(SettingsFlow.self, SettingsStep.settingsAreRequired)
            weakChild = store.stack(of: MovieRoute.self)?.presentations.first?.childStack(of: SettingsRoute.self)
            store.stack(of: MovieRoute.self)?.setPresentation(nil, at: 0, style: .sheet)
        }
        #expect(weakChild == nil, "a dismissed child stack is released with its flow")
        await store.finish()
    }

    /// A store running `MoviesFlow`, its first navigation asserted.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private func startedStore() async -> FlowTestStore {
        let store = FlowTestStore(flow: MoviesFlow(), stepper: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        await store.receive(MoviesFlow.self, MovieStep.moviesAreRequired)
        return store
    }

    /// Taps "Settings" on the visible movie route: the settings flow starts in a sheet.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private func openSettings(_ store: FlowTestStore) async {
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(MovieStep.settingsAreRequired)
        await store.receive(MoviesFlow.self, MovieStep.settingsAreRequired)
        await store.receive(SettingsFlow.self, SettingsStep.settingsAreRequired)
    }
}
