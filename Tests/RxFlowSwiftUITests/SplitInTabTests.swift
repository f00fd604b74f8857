import Logging
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// A split view in a tab (`FlowTabs.add(_:split:)`), as iPad apps have it: shown while its tab
/// is selected (and through it the columns its rules show), hidden otherwise with its columns'
/// steps dropped as not visible; reselecting the tab pops the column the user sees last; ending
/// the tabs ends it once; a split view shown elsewhere is refused; nothing is left behind, and
/// a relaunch restores it.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct SplitInTabTests {
    private static let grace = Duration.milliseconds(50)

    // MARK: - Visibility

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theSplitViewIsShownWhileItsTabIsSelected() {
        let (tabs, list, split, sidebar, detail) = Self.browseAndLibraryTabs()
        tabs.show()
        #expect(list.routes[0].isVisible && !split.isVisible && !split.isShown)
        #expect(!sidebar.routes[0].isVisible && !detail.routes[0].isVisible)
        var events: [String] = []
        let subscriptions = [
            list.routes[0].rxVisible.dropFirst().sink { events.append("list \($0)") },
            detail.routes[0].rxVisible.dropFirst().sink { events.append("genre \($0)") },
        ]
        tabs.selection = .library
        #expect(events == ["list false", "genre true"], "the old tab hides first")
        #expect(split.isVisible && split.isShown && sidebar.routes[0].isVisible && detail.routes[0].isVisible)
        #expect(tabs.visibleRoute as? FlowRoute<LibraryRoute> === detail.routes[0])
        #expect(
            tabs.render() == """
                - FlowTabs<LibraryTab> [visible]
                  - tab: browse
                    - FlowStack<LibraryRoute>
                      - list (top)
                  - tab: library (selected) [visible]
                    - FlowSplit<Int> (regular, automatic) [visible]
                      - sidebar [visible]
                        - FlowStack<LibraryRoute> [visible]
                          - genres (top) [visible]
                      - detail [visible]
                        - FlowStack<LibraryRoute> [visible]
                          - genre(1) (top) [visible]
                """)
        split.isCompact = true  // the split view's own rules apply in its tab
        #expect(sidebar.routes[0].isVisible && !detail.routes[0].isVisible)
        tabs.selection = .browse
        #expect(!split.isVisible && !sidebar.routes[0].isVisible && list.routes[0].isVisible)
        split.isCompact = false  // rotated while hidden: nothing shows
        #expect(!detail.routes[0].isVisible && !detail.routes[0].isDismissed && !sidebar.routes[0].isDismissed)
        tabs.hide()
        tabs.selection = .library
        #expect(!split.isVisible, "the tabs are hidden")
        tabs.show()
        #expect(split.isVisible && detail.routes[0].isVisible)
        #expect(tabs.warnings.isEmpty && split.warnings.isEmpty)
        withExtendedLifetime(subscriptions) {}
    }

    /// The test kit runs the flows: a route of the hidden split view's detail sends a step
    /// that is dropped as not visible, and the selection written then is refused; once the tab
    /// is selected again both reach the flow.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theHiddenSplitViewsStepsAreDroppedAsNotVisible() async {
        let logs = LogCapture()
        let store = FlowTestStore(
            flow: LibraryTabsFlow(logger: logs.logger), stepper: OneStepper(withSingleStep: LibraryStep.start))
        await Self.receiveStart(store)
        func library() -> FlowSplit<Int>? { store.tabs(of: LibraryTab.self)?.tab(.library)?.split(of: Int.self) }
        func tapDetail(_ step: LibraryStep) {
            library()?.stack(.detail, of: LibraryRoute.self)?.routes.last?.viewModel(as: TapModel.self)?.tap(step)
        }
        store.tabs(of: LibraryTab.self)?.selection = .library
        library()?.selection = 2
        await store.receive(LibrarySplitFlow.self, LibraryStep.genreIsPicked(2))
        store.assertHierarchy(
            """
            - FlowTabs<LibraryTab> [visible]
              - tab: browse
                - FlowStack<LibraryRoute>
                  - list (top)
              - tab: library (selected) [visible]
                - FlowSplit<Int> (regular, automatic) [visible]
                  - sidebar [visible]
                    - FlowStack<LibraryRoute> [visible]
                      - genres (top) [visible]
                  - detail [visible]
                    - FlowStack<LibraryRoute> [visible]
                      - genre(2) (top) [visible]
            """)

        store.tabs(of: LibraryTab.self)?.selection = .browse
        tapDetail(.movieIsPicked(3))
        await store.receiveDrop(LibraryStep.movieIsPicked(3), reason: .presentableNotVisible)
        library()?.selection = 1  // nobody picks in a hidden tab
        #expect(library()?.warnings.map(\.kind) == [.selectionNotVisible] && library()?.selectedValue == 2)

        store.tabs(of: LibraryTab.self)?.selection = .library
        tapDetail(.movieIsPicked(3))
        await store.receive(LibrarySplitFlow.self, LibraryStep.movieIsPicked(3))
        library()?.selection = 1
        await store.receive(LibrarySplitFlow.self, LibraryStep.genreIsPicked(1))
        #expect(library()?.stack(.detail, of: LibraryRoute.self)?.routes.map(\.value) == [.genre(1)])
        #expect(logs.messages(at: .error) == library()?.warnings.map(\.message))
        await store.finish()
    }

    // MARK: - The user's tap on the selected tab

    /// In regular width the detail pops to its root (every column visibility shows it); in
    /// compact width the column on top does, and stays on top.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func reselectingTheTabPopsTheColumnTheUserSeesLast() {
        let (tabs, _, split, sidebar, detail) = Self.browseAndLibraryTabs()
        tabs.show()
        tabs.selection = .library
        sidebar.push(.genre(3))
        let movie = detail.push(.movie(2))
        let watch = Watch(movie)
        tabs.selection = .library
        #expect(detail.routes.map(\.value) == [.genre(1)] && detail.routes[0].isVisible && watch.dismissals == 1)
        #expect(sidebar.routes.map(\.value) == [.genres, .genre(3)], "the sidebar is not the column seen last")

        split.columnVisibility = .detailOnly
        detail.push(.movie(4))
        tabs.selection = .library
        #expect(detail.routes.map(\.value) == [.genre(1)])

        split.isCompact = true
        detail.push(.movie(5))
        tabs.selection = .library  // the sidebar is on top
        #expect(sidebar.routes.map(\.value) == [.genres] && detail.routes.map(\.value) == [.genre(1), .movie(5)])
        split.select(1)  // a flow brings the detail on top
        tabs.selection = .library
        #expect(detail.routes.map(\.value) == [.genre(1)] && split.compactColumn == .detail)
        #expect(detail.routes[0].isVisible && !sidebar.routes[0].isVisible)
        tabs.selection = .library  // at the root already: nothing happens
        #expect(tabs.warnings.isEmpty && split.warnings.isEmpty && detail.warnings.isEmpty && sidebar.warnings.isEmpty)
    }

    /// As a tab's stack pops while the tabs are hidden, so does the split view's column the
    /// user sees last (found by the random test: nothing popped, since no column showed).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func reselectingTheTabWhileTheTabsAreHiddenPopsTheColumnSeenLast() {
        let (tabs, list, split, sidebar, detail) = Self.browseAndLibraryTabs()
        tabs.show()
        list.push(.movie(1))
        tabs.hide()
        tabs.selection = .browse
        #expect(list.routes.map(\.value) == [.list], "the stack tab pops")
        tabs.select(.library)
        let movie = detail.push(.movie(2))
        let watch = Watch(movie)
        tabs.selection = .library
        #expect(detail.routes.map(\.value) == [.genre(1)] && watch.dismissals == 1)
        split.isCompact = true
        sidebar.push(.genre(3))
        tabs.selection = .library  // the sidebar is on top
        #expect(sidebar.routes.map(\.value) == [.genres] && split.compactColumn == .sidebar)
        tabs.show()
        #expect(sidebar.routes[0].isVisible && !detail.routes[0].isVisible)
        #expect(tabs.warnings.isEmpty && split.warnings.isEmpty && detail.warnings.isEmpty && sidebar.warnings.isEmpty)
    }

    // MARK: - Dismissal, once

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func endingTheTabsEndsTheSplitViewOnce() {
        let (tabs, _, split, sidebar, detail) = Self.browseAndLibraryTabs()
        tabs.show()
        tabs.selection = .library
        let library = tabs.tab(.library)
        let watches = [Watch(split), Watch(sidebar), Watch(detail), Watch(detail.routes[0])]
        let tabWatch = library.map(Watch.init)
        tabs.end()
        tabs.end()
        #expect(watches.map(\.events) == Array(repeating: ["hidden", "dismissed"], count: 4))
        #expect(tabWatch?.events == ["hidden", "dismissed"] && library?.isDismissed == true)
        #expect(split.presentables.isEmpty && !split.isShown && tabs.presentables.isEmpty)
        split.show()  // it left the tabs: the app may show it
        #expect(split.isShown && split.warnings.isEmpty)
    }

    /// A split view its flow ended while its tab is selected is still on screen: columns set
    /// on it again show at once, as what is pushed on an ended stack in a tab does.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSplitViewEndedInItsSelectedTabShowsNewColumnsAtOnce() {
        let (tabs, _, split, _, detail) = Self.browseAndLibraryTabs()
        tabs.show()
        tabs.selection = .library
        let watch = Watch(split)
        split.end()
        #expect(watch.events == ["hidden", "dismissed"] && detail.routes.isEmpty && split.isShown)
        let (sidebar, newDetail) = (FlowStack<LibraryRoute>(), FlowStack<LibraryRoute>())
        sidebar.push(.genres)
        newDetail.push(.genre(2))
        #expect(split.setColumns(sidebar: sidebar, detail: newDetail))
        #expect(split.isVisible && newDetail.routes[0].isVisible && watch.events.last == "visible")
        #expect(tabs.visibleRoute as? FlowRoute<LibraryRoute> === newDetail.routes[0])
        let again = Watch(split)  // `rxDismissed` emits once per subscription
        tabs.end()
        #expect(again.events == ["hidden", "dismissed"] && newDetail.routes.isEmpty && split.warnings.isEmpty)
    }

    // MARK: - Misuse

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSplitViewShownElsewhereIsRefused() {
        let logs = LogCapture()
        let tabs = FlowTabs<LibraryTab>(logger: logs.logger)
        let shown = FlowSplit<Int>(logger: logs.logger) { _ in nil }
        shown.show()
        let refused = tabs.add(.library, split: shown)
        #expect(refused.isDismissed && tabs.tabs.isEmpty && shown.isShown)

        let held = FlowSplit<Int>(logger: logs.logger) { _ in nil }
        tabs.add(.library, split: held)
        let other = FlowTabs<LibraryTab>(logger: logs.logger)
        #expect(other.add(.library, split: held).isDismissed && other.tabs.isEmpty, "a split view in two tab views")
        #expect(tabs.add(.library, split: FlowSplit<Int>(logger: logs.logger) { _ in nil }).isDismissed)
        held.show()  // its tab shows it
        held.hide()
        #expect(tabs.warnings.map(\.kind) == [.alreadyShown, .tabAlreadyAdded])
        #expect(other.warnings.map(\.kind) == [.alreadyShown])
        #expect(held.warnings.map(\.kind) == [.alreadyShown, .alreadyShown] && !held.isShown)
        #expect(logs.messages(at: .error).count == 5)
    }

    /// Tabs released without `end()` hold their split view no longer: the app may show it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSplitViewWhoseTabsAreGoneIsFree() {
        let split = FlowSplit<Int> { _ in nil }
        let (sidebar, detail) = (FlowStack<LibraryRoute>(), FlowStack<LibraryRoute>())
        sidebar.push(.genres)
        detail.push(.genre(1))
        split.setColumns(sidebar: sidebar, detail: detail)
        do {
            let tabs = FlowTabs<LibraryTab>()
            tabs.add(.library, split: split)
            tabs.show()
            #expect(split.isShown && detail.routes[0].isVisible)
        }
        #expect(!split.isShown)
        split.show()
        #expect(
            split.warnings.isEmpty && split.isVisible && detail.routes[0].isVisible && !detail.routes[0].isDismissed)
    }

    // MARK: - Leaks

    /// Routes the user's reselection popped, and a detail a new selection replaced, leave
    /// nothing behind (the engine's leak detector).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func routesThatLeftTheSplitViewsColumnsLeaveNothingBehind() async {
        let logs = LogCapture()
        let coordinator = FlowCoordinator(logger: logs.logger, leakDetection: .enabled(gracePeriod: Self.grace))
        let leaks = NavigationEventRecorder(coordinator)
        let flow = LibraryTabsFlow(logger: logs.logger)
        flow.tabs.show()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: LibraryStep.start))
        flow.tabs.selection = .library
        flow.library.split.selection = 1
        flow.library.detail.routes.last?.viewModel(as: TapModel.self)?.tap(LibraryStep.movieIsPicked(2))
        flow.library.detail.routes.last?.viewModel(as: TapModel.self)?.tap(LibraryStep.movieIsPicked(3))
        flow.tabs.selection = .library  // pops the detail to its root
        flow.library.split.selection = 4  // replaces the genre
        #expect(flow.library.detail.routes.map(\.value) == [.genre(4)])
        #expect(leaks.endedContributions.count == 3)

        await leaks.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(leaks.suspectedLeaks.isEmpty && leaks.droppedSteps.isEmpty)
        #expect(logs.messages(atLeast: .warning).isEmpty)
        withExtendedLifetime(coordinator) {}
    }

    // MARK: - Restoration

    /// The tab holding the split view stays selected, and the split view comes back with its
    /// selection, its columns shown and its detail's path (what the user's reselection popped
    /// stays popped); the restored flows go on.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRelaunchRestoresTheSplitViewInItsTab() async {
        let logs = LogCapture()
        let store = FlowTestStore(
            flow: LibraryTabsFlow(logger: logs.logger), stepper: OneStepper(withSingleStep: LibraryStep.start),
            restoration: NavigationRestoration(steps: LibraryStep.self))
        await Self.receiveStart(store)
        func library() -> FlowSplit<Int>? { store.tabs(of: LibraryTab.self)?.tab(.library)?.split(of: Int.self) }
        func tapDetail(_ step: LibraryStep) {
            library()?.stack(.detail, of: LibraryRoute.self)?.routes.last?.viewModel(as: TapModel.self)?.tap(step)
        }
        store.tabs(of: LibraryTab.self)?.selection = .library
        library()?.selection = 2
        await store.receive(LibrarySplitFlow.self, LibraryStep.genreIsPicked(2))
        for id in [5, 6] {
            tapDetail(.movieIsPicked(id))
            await store.receive(LibrarySplitFlow.self, LibraryStep.movieIsPicked(id))
        }
        store.tabs(of: LibraryTab.self)?.selection = .library  // pops both movies
        tapDetail(.movieIsPicked(7))
        await store.receive(LibrarySplitFlow.self, LibraryStep.movieIsPicked(7))
        library()?.columnVisibility = .detailOnly  // the user hid the sidebar

        await store.assertRelaunchRestores(stepper: OneStepper(withSingleStep: LibraryStep.start)) {
            LibraryTabsFlow(logger: logs.logger)
        }
        #expect(store.tabs(of: LibraryTab.self)?.selectedTab == .library)
        #expect(library()?.selectedValue == 2 && library()?.columnVisibility == .detailOnly)
        #expect(library()?.stack(.detail, of: LibraryRoute.self)?.routes.map(\.value) == [.genre(2), .movie(7)])
        #expect(store.visibleRoute(as: LibraryRoute.self)?.value == .movie(7), "the test kit sees into the split view")
        tapDetail(.movieIsPicked(8))  // the restored route's view model
        await store.receive(LibrarySplitFlow.self, LibraryStep.movieIsPicked(8))
        #expect(logs.messages(atLeast: .info).isEmpty)
        await store.finish()
    }

    // MARK: - Fixtures

    /// The launch's first navigations: the tabs, then each tab's flow.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func receiveStart(_ store: FlowTestStore) async {
        await store.receive(LibraryTabsFlow.self, LibraryStep.start)
        await store.receive(LibraryListFlow.self, LibraryStep.listIsRequired)
        await store.receive(LibrarySplitFlow.self, LibraryStep.genresAreRequired)
    }

    /// Tabs (not shown) of a browse stack and a library split view of two columns, each
    /// stack with its root; browse selected.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func browseAndLibraryTabs() -> (
        FlowTabs<LibraryTab>, FlowStack<LibraryRoute>, FlowSplit<Int>, FlowStack<LibraryRoute>, FlowStack<LibraryRoute>
    ) {
        let tabs = FlowTabs<LibraryTab>()
        let split = FlowSplit<Int> { LibraryStep.genreIsPicked($0) }
        let (list, sidebar, detail) = (FlowStack<LibraryRoute>(), FlowStack<LibraryRoute>(), FlowStack<LibraryRoute>())
        list.push(.list)
        sidebar.push(.genres)
        detail.push(.genre(1))
        split.setColumns(sidebar: sidebar, detail: detail)
        tabs.add(.browse, stack: list)
        tabs.add(.library, split: split)
        return (tabs, list, split, sidebar, detail)
    }
}
