import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Promises of the docs of `FlowTabs` and `FlowSplit` that no other suite checks, written from
/// the docs alone: tabs that are screens, what a hidden tab keeps, tabs and split views used
/// again after they ended, and which route the user looks at.
@MainActor
struct DocumentedPromisesOfContainersTests {
    // MARK: - Tabs

    /// A tab that is a screen of its own is visible while selected; tapping it again pops
    /// nothing and is no misuse; it is dismissed once, when its tabs end.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTabThatIsAScreenIsShownHiddenAndEndedLikeAnyTab() {
        let logs = LogCapture()
        let tabs = FlowTabs<AppTab>(logger: logs.logger)
        let movies = FlowStack<MovieRoute>(logger: logs.logger)
        movies.push(.list)
        tabs.add(.movies, stack: movies)
        let profile = tabs.add(.profile, viewModel: TapModel())
        let watch = Watch(profile)
        tabs.show()
        tabs.selection = .profile
        tabs.selection = .profile
        #expect(profile.isVisible && !movies.routes[0].isVisible && tabs.visibleRoute as? FlowTab<AppTab> === profile)
        tabs.selection = .movies
        tabs.end()
        #expect(watch.events == ["visible", "hidden", "dismissed"] && profile.isDismissed)
        #expect(tabs.warnings.isEmpty && logs.entries.isEmpty)
    }

    /// A hidden tab hides what its stack presents, dismisses nothing, and nobody can answer
    /// its alert until it is selected again.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDeselectedTabKeepsItsPresentationsHidden() {
        let logs = LogCapture()
        let (tabs, movies, _) = movieAndSettingsTabs(logs: logs)
        tabs.show()
        let sheet = movies.present(.share, style: .popover)
        let alert = movies.presentAlert(.settings, FlowAlert(title: "Shared"))
        tabs.selection = .settings
        #expect(!sheet.isVisible && !alert.isVisible && !sheet.isDismissed && !alert.isDismissed)
        #expect(!movies.answer(alert, buttonTitled: "OK"))
        tabs.selection = .movies
        #expect(sheet.isVisible && alert.isVisible)
        #expect(movies.answer(alert, buttonTitled: "OK"))
        #expect(movies.warnings.map(\.kind) == [.invalidAlertAnswer])
        #expect(logs.messages(at: .error) == movies.warnings.map(\.message))
    }

    /// Tabs that ended may be shown again, with new tabs; the first one added is selected.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func endedTabsAreShownAgainWithNewTabs() {
        let tabs = FlowTabs<AppTab>()
        let old = FlowStack<MovieRoute>()
        old.push(.list)
        tabs.add(.movies, stack: old)
        tabs.show()
        let watch = Watch(tabs)
        tabs.end()
        let settings = FlowStack<SettingsRoute>()
        settings.push(.settings)
        tabs.add(.settings, stack: settings)
        tabs.show()
        #expect(tabs.selectedTab == .settings && tabs.isVisible && settings.routes[0].isVisible)
        let again = Watch(tabs)  // `rxDismissed` emits once per subscription
        tabs.end()
        #expect(watch.dismissals == 1 && again.dismissals == 1)
        #expect(settings.routes.isEmpty && tabs.warnings.isEmpty)
    }

    /// Tapping the selected tab pops its stack: its routes are dismissed, their view models'
    /// later steps are reported as dismissed, and they are released.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theRoutesATabTapPopsAreDismissedForTheFlowAndReleased() async {
        let store = FlowTestStore(flow: TabbedAppFlow(), stepper: OneStepper(withSingleStep: TabbedStep.appIsReady))
        await store.receive(TabbedAppFlow.self, TabbedStep.appIsReady)
        await store.receive(MoviesFlow.self, MovieStep.moviesAreRequired)
        await store.receive(SettingsFlow.self, SettingsStep.settingsAreRequired)
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 1))
        await store.receive(MoviesFlow.self, MovieStep.movieIsPicked(id: 1))
        weak var released: TapModel?
        do {
            let model = store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)
            released = model
            store.tabs(of: AppTab.self)?.selection = .movies  // tapped again
            let movies = store.tabs(of: AppTab.self)?.tab(.movies)?.stack(of: MovieRoute.self)
            #expect(movies?.routes.count == 1 && movies?.animatesLastChange == true)
            model?.tap(MovieStep.castIsPicked(id: 2))
        }
        await store.receiveDrop(MovieStep.castIsPicked(id: 2), reason: .presentableDismissed)
        await store.finish()
        #expect(released == nil)
    }

    /// "The selected tab is visible, and with it the top of its stack": also after its stack
    /// ended (its flow ended) and something was pushed on it again; a deselected tab's stack
    /// waits until the tab is selected.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anEndedStackOfTheSelectedTabShowsWhatIsPushedOnIt() {
        let (tabs, movies, settings) = movieAndSettingsTabs()
        tabs.show()
        let watch = Watch(movies)
        movies.end()
        #expect(watch.dismissals == 1 && !movies.isShown && !movies.isVisible)
        let list = movies.push(.list)
        #expect(list.isVisible && movies.isVisible && movies.isShown)
        settings.end()
        let about = settings.push(.about)
        #expect(!about.isVisible && !settings.isShown)
        tabs.selection = .settings
        #expect(about.isVisible && !list.isVisible && !list.isDismissed)
        #expect(tabs.warnings.isEmpty && movies.warnings.isEmpty && settings.warnings.isEmpty)
        let again = Watch(movies)
        tabs.end()
        #expect(again.dismissals == 1 && list.isDismissed && about.isDismissed)
    }

    // MARK: - Containers released without end()

    /// Tabs or a split view released without `end()` hold nothing: their stacks are no longer
    /// shown, and may join other tabs, be shown by the app or be presented. Nothing is
    /// dismissed (nobody ended them).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aReleasedContainerHoldsItsStacksNoLonger() {
        let logs = LogCapture()
        let stacks = (0..<4).map { _ in FlowStack<MovieRoute>(logger: logs.logger) }
        let lists = stacks.map { $0.push(.list) }
        weak var releasedTabs: FlowTabs<AppTab>?
        weak var releasedSplit: FlowSplit<Genre>?
        do {
            let tabs = FlowTabs<AppTab>(logger: logs.logger)
            tabs.add(.movies, stack: stacks[0])
            tabs.add(.settings, stack: stacks[1])
            tabs.show()
            let split = FlowSplit<Genre>(logger: logs.logger) { _ in nil }
            split.setColumns(sidebar: stacks[2], detail: stacks[3])
            split.show()
            (releasedTabs, releasedSplit) = (tabs, split)
            #expect(stacks[0].isShown && stacks[2].isShown && stacks[3].isShown)
        }
        #expect(releasedTabs == nil && releasedSplit == nil)
        #expect(stacks.allSatisfy { !$0.isShown })
        let movie = stacks[1].push(.movie(id: 1))  // its next change finds its tabs gone
        #expect(!movie.isVisible && !lists[1].isVisible)

        let tabs = FlowTabs<AppTab>(logger: logs.logger)
        #expect(!tabs.add(.movies, stack: stacks[0]).isDismissed)
        stacks[1].show()
        let parent = shownStack(.list, logger: logs.logger)
        #expect(!parent.present(stacks[2], as: .settings).isDismissed)
        let split = FlowSplit<Genre>(logger: logs.logger) { _ in nil }
        #expect(split.setColumns(sidebar: stacks[3], detail: FlowStack<MovieRoute>(logger: logs.logger)))
        #expect(!lists[0].isVisible, "tabs not shown")
        #expect(movie.isVisible && lists[2].isVisible && !lists[3].isVisible)
        parent.dismiss()
        #expect(!stacks[2].isShown && !lists[2].isVisible && lists[2].isDismissed)
        #expect(!lists[0].isDismissed && !lists[1].isDismissed && !lists[3].isDismissed)
        #expect(logs.entries.isEmpty)
    }

    // MARK: - Split views

    /// The user looks at the trailing-most visible column, at what it presents if anything;
    /// in compact width at the column on top.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theVisibleRouteIsTheTrailingVisibleColumns() {
        let split = FlowSplit<Genre> { GenreStep.genreIsPicked($0) }
        let (sidebar, detail) = (FlowStack<MovieRoute>(), FlowStack<MovieRoute>())
        let list = sidebar.push(.list)
        let movie = detail.push(.movie(id: 1))
        split.setColumns(sidebar: sidebar, detail: detail)
        #expect(split.visibleRoute == nil, "not shown")
        split.show()
        #expect(split.visibleRoute as? FlowRoute<MovieRoute> === movie)
        let sheet = detail.present(.share)
        #expect(split.visibleRoute as? FlowRoute<MovieRoute> === sheet && movie.isVisible)
        split.isCompact = true
        #expect(split.visibleRoute as? FlowRoute<MovieRoute> === list && !sheet.isVisible && !sheet.isDismissed)
        split.select(.drama)
        #expect(split.visibleRoute as? FlowRoute<MovieRoute> === sheet && !list.isVisible)
    }

    /// A split view that ended may be shown again, with new columns.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anEndedSplitViewIsShownAgainWithNewColumns() {
        let split = FlowSplit<Genre> { GenreStep.genreIsPicked($0) }
        split.setColumns(sidebar: FlowStack<MovieRoute>(), detail: FlowStack<MovieRoute>())
        split.show()
        split.select(.comedy)
        split.end()
        #expect(split.selectedValue == nil && split.compactColumn == .sidebar && !split.isVisible)
        let (sidebar, detail) = (FlowStack<MovieRoute>(), FlowStack<MovieRoute>())
        sidebar.push(.list)
        detail.push(.movie(id: 1))
        #expect(split.setColumns(sidebar: sidebar, detail: detail))
        split.show()
        #expect(split.isVisible && sidebar.routes[0].isVisible && detail.routes[0].isVisible)
        #expect(split.warnings.isEmpty)
    }

    /// The selection is the user's while the sidebar is visible: a value written while it is
    /// hidden (nobody picks it then, and its step would be dropped) is refused with a warning,
    /// sends no step and is not selected; nil (the user went back) is always taken.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSelectionWhileTheSidebarIsHiddenIsRefused() {
        let logs = LogCapture()
        let split = FlowSplit<Genre>(logger: logs.logger) { GenreStep.genreIsPicked($0) }
        split.setColumns(sidebar: FlowStack<MovieRoute>(), detail: FlowStack<MovieRoute>())
        var steps: [String] = []
        let subscription = split.selectionStepper.steps.sink { steps.append("\($0)") }
        split.selection = .comedy  // not shown
        split.show()
        split.columnVisibility = .detailOnly
        split.selection = .comedy
        split.isCompact = true
        split.select(.drama)  // the detail on top
        split.selection = .comedy
        split.selection = .drama
        #expect(steps.isEmpty && split.selectedValue == .drama && split.compactColumn == .detail)
        #expect(split.warnings.map(\.kind) == Array(repeating: .selectionNotVisible, count: 4))
        #expect(logs.messages(at: .error) == split.warnings.map(\.message))
        split.selection = nil
        #expect(split.selectedValue == nil && split.warnings.count == 4)
        withExtendedLifetime(subscription) {}
    }

    /// A genre written while the sidebar is hidden is not selected, so the user's pick of it
    /// once the sidebar shows is the step the flow hears.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSelectionRefusedWhileHiddenIsHeardWhenPickedLater() async {
        let logs = LogCapture()
        let store = FlowTestStore(flow: GenresFlow(), stepper: OneStepper(withSingleStep: GenreStep.genresAreRequired))
        await store.receive(GenresFlow.self, GenreStep.genresAreRequired)
        store.split(of: Genre.self)?.logger = logs.logger
        store.split(of: Genre.self)?.columnVisibility = .detailOnly
        store.split(of: Genre.self)?.selection = .comedy
        #expect(store.split(of: Genre.self)?.selectedValue == nil && logs.messages(at: .error).count == 1)
        store.split(of: Genre.self)?.columnVisibility = .all  // the user shows the sidebar
        store.split(of: Genre.self)?.selection = .comedy
        await store.receive(GenresFlow.self, GenreStep.genreIsPicked(.comedy))
        let detail = { store.split(of: Genre.self)?.stack(.detail, of: MovieRoute.self) }
        #expect(detail()?.routes.map(\.value) == [.movie(id: 2)])
        await store.finish()
    }

    /// The article's split view contributes only the routes it made: the same genre picked
    /// again after Back keeps its movie (`setRoutes(_:)` keeps a matching route), with the
    /// view model it was contributed with, once.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theSameGenreAgainKeepsItsMovieAndItsViewModel() async {
        let store = FlowTestStore(flow: GenresFlow(), stepper: OneStepper(withSingleStep: GenreStep.genresAreRequired))
        await store.receive(GenresFlow.self, GenreStep.genresAreRequired)
        let split = { store.split(of: Genre.self) }
        split()?.isCompact = true
        split()?.selection = .drama
        await store.receive(GenresFlow.self, GenreStep.genreIsPicked(.drama))
        do {
            let movie = split()?.stack(.detail, of: MovieRoute.self)?.routes.first
            let model = movie?.viewModel(as: TapModel.self)
            split()?.setCompactColumn(.sidebar)  // Back
            split()?.selection = nil  // SwiftUI clears the selection
            split()?.selection = .drama
            await store.receive(GenresFlow.self, GenreStep.genreIsPicked(.drama))
            #expect(split()?.stack(.detail, of: MovieRoute.self)?.routes.first === movie && movie?.isVisible == true)
            #expect(model != nil && movie?.viewModel(as: TapModel.self) === model)
            model?.tap(GenreStep.genreIsPicked(.comedy))
            await store.receive(GenresFlow.self, GenreStep.genreIsPicked(.comedy))
        }
        await store.finish()
    }

    /// A flow may bring a column on top itself (`setCompactColumn(_:)`) when it navigates the
    /// user's selection: what it chose stays on top.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theColumnAFlowBringsOnTopForASelectionStays() async {
        let store = FlowTestStore(
            flow: ShortcutGenresFlow(), stepper: OneStepper(withSingleStep: GenreStep.genresAreRequired))
        await store.receive(ShortcutGenresFlow.self, GenreStep.genresAreRequired)
        store.split(of: Genre.self)?.isCompact = true
        store.split(of: Genre.self)?.selection = .comedy
        await store.receive(ShortcutGenresFlow.self, GenreStep.genreIsPicked(.comedy))
        #expect(store.split(of: Genre.self)?.compactColumn == .detail)
        store.assertHierarchy(
            """
            - FlowSplit<Genre> (compact, detail on top) [visible]
              - sidebar
                - FlowStack<MovieRoute>
                  - list (top)
              - content
                - FlowStack<MovieRoute>
                  - movie(id: 2) (top)
              - detail [visible]
                - FlowStack<MovieRoute> [visible]
                  - cast(id: 2) (top) [visible]
            """)
        await store.finish()
    }
}

/// Genres, their movies and a movie's cast in three columns; a genre of one movie goes
/// straight to its cast in compact width.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShortcutGenresFlow: Flow {
    let split = FlowSplit<Genre> { GenreStep.genreIsPicked($0) }
    let (sidebar, content, detail) = (FlowStack<MovieRoute>(), FlowStack<MovieRoute>(), FlowStack<MovieRoute>())
    var root: any Presentable { split }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? GenreStep else { return .none }
        switch step {
        case .genresAreRequired:
            split.setColumns(sidebar: sidebar, content: content, detail: detail)
            sidebar.push(.list)
            return .one(
                flowContributor: .contribute(withNextPresentable: sidebar, withNextStepper: split.selectionStepper))
        case .genreIsPicked:
            content.setRoutes([.movie(id: 2)], animated: false)
            detail.setRoutes([.cast(id: 2)], animated: false)
            split.setCompactColumn(.detail)
            return .none
        }
    }
}
