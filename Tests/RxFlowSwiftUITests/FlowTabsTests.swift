import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

enum AppTab: Hashable {
    case movies
    case settings
    case profile
}

/// Tabs whose tabs are flows' stacks (or screens of their own): the selected tab is visible,
/// the others are not; the user's switch is a write of `selection`, and a tap on the selected
/// tab pops its stack to the root.
@MainActor
struct FlowTabsTests {
    // MARK: - Visibility

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func onlyTheSelectedTabIsVisible() {
        let (tabs, movies, settings) = movieAndSettingsTabs()
        #expect(tabs.selectedTab == .movies && !tabs.isVisible && !movies.routes[0].isVisible)
        tabs.show()
        #expect(tabs.isVisible && tabs.tab(.movies)?.isVisible == true && movies.routes[0].isVisible)
        #expect(tabs.tab(.settings)?.isVisible == false && !settings.routes[0].isVisible)
        #expect(tabs.visibleRoute as? FlowRoute<MovieRoute> === movies.routes[0])
        tabs.hide()
        #expect(!movies.routes[0].isVisible && !movies.routes[0].isDismissed && !tabs.isVisible)
        tabs.show()
        #expect(
            tabs.render() == """
                - FlowTabs<AppTab> [visible]
                  - tab: movies (selected) [visible]
                    - FlowStack<MovieRoute> [visible]
                      - list (top) [visible]
                  - tab: settings
                    - FlowStack<SettingsRoute>
                      - settings (top)
                """)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSwitchHidesTheOldTabBeforeShowingTheNewOne() {
        let (tabs, movies, settings) = movieAndSettingsTabs()
        tabs.show()
        var events: [String] = []
        let subscriptions = [
            movies.routes[0].rxVisible.dropFirst().sink { events.append("list \($0)") },
            settings.routes[0].rxVisible.dropFirst().sink { events.append("settings \($0)") },
        ]
        tabs.selection = .settings  // the user's tap
        #expect(events == ["list false", "settings true"])
        #expect(tabs.selectedTab == .settings && tabs.animatesLastChange)
        withExtendedLifetime(subscriptions) {}
    }

    // MARK: - The user's writes

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() {
        let (tabs, movies, _) = movieAndSettingsTabs()
        tabs.show()
        let movie = movies.push(.movie(id: 1))
        let watch = Watch(movie)
        movies.push(.cast(id: 2))
        tabs.selection = .movies
        #expect(movies.routes.map(\.value) == [.list] && movies.routes[0].isVisible)
        #expect(watch.dismissals == 1 && tabs.selectedTab == .movies)
        tabs.selection = .movies  // at the root already: nothing happens
        #expect(tabs.warnings.isEmpty && movies.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFlowSelectsWithOrWithoutAnimation() {
        let (tabs, _, settings) = movieAndSettingsTabs()
        tabs.show()
        let count = tabs.changeCount
        tabs.select(.settings, animated: false)
        #expect(settings.routes[0].isVisible && !tabs.animatesLastChange && tabs.changeCount == count + 1)
        tabs.select(.settings)
        #expect(tabs.changeCount == count + 1, "selecting the selected tab is no change")
    }

    // MARK: - Misuse

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func misusesAreIgnoredRecordedAndLogged() {
        let logs = LogCapture()
        let (tabs, movies, _) = movieAndSettingsTabs(logs: logs)
        tabs.select(.profile)
        tabs.selection = .profile
        tabs.selection = nil
        #expect(tabs.add(.movies).isDismissed)
        let shown = FlowStack<MovieRoute>(logger: logs.logger)
        shown.show()
        #expect(tabs.add(.profile, stack: shown).isDismissed)
        #expect(tabs.add(.profile, stack: movies).isDismissed, "a stack is in one tab")
        #expect(
            tabs.warnings.map(\.kind) == [
                .unknownTab, .unknownTab, .unknownTab, .tabAlreadyAdded, .alreadyShown, .alreadyShown,
            ])
        // The tabs show and hide their stacks; nobody else does, or presents them.
        movies.show()
        movies.hide()
        let other = shownStack(.list)
        other.logger = logs.logger
        #expect(other.present(movies, as: .settings).isDismissed)
        #expect(movies.warnings.map(\.kind) == [.alreadyShown, .alreadyShown])
        #expect(other.warnings.map(\.kind) == [.alreadyShown])
        #expect(logs.messages(at: .error).count == 9)
        #expect(tabs.tabs.count == 2 && tabs.selectedTab == .movies)
    }

    // MARK: - Dismissal, once

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func endingTheTabsEndsEachTabOnce() {
        let (tabs, movies, settings) = movieAndSettingsTabs()
        tabs.show()
        let watches = [Watch(tabs), Watch(tabs.tab(.movies)!), Watch(movies), Watch(settings.routes[0])]
        tabs.end()
        tabs.end()
        #expect(watches.map(\.dismissals) == [1, 1, 1, 1])
        #expect(tabs.tabs.isEmpty && movies.routes.isEmpty && !movies.isShown)
        // The stacks left the tabs: they may be shown again.
        movies.show()
        #expect(movies.warnings.isEmpty)
    }

    // MARK: - Flows on the tabs

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func eachTabIsAFlowAndOnlyTheSelectedOneNavigates() async {
        let store = FlowTestStore(flow: TabbedAppFlow(), stepper: OneStepper(withSingleStep: TabbedStep.appIsReady))
        await store.receive(TabbedAppFlow.self, TabbedStep.appIsReady)
        await store.receive(MoviesFlow.self, MovieStep.moviesAreRequired)
        await store.receive(SettingsFlow.self, SettingsStep.settingsAreRequired)
        // A step from the hidden tab is dropped; the selected one navigates.
        do {
            let settingsRoot = store.tabs(of: AppTab.self)?.tab(.settings)?.stack(of: SettingsRoute.self)?.routes[0]
            settingsRoot?.viewModel(as: TapModel.self)?.tap(SettingsStep.aboutIsRequired)
            await store.receiveDrop(SettingsStep.aboutIsRequired, reason: .presentableNotVisible)
            store.tabs(of: AppTab.self)?.selection = .settings
            settingsRoot?.viewModel(as: TapModel.self)?.tap(SettingsStep.aboutIsRequired)
            await store.receive(SettingsFlow.self, SettingsStep.aboutIsRequired)
        }
        // The profile tab is a screen of its own, contributed with its view model.
        store.tabs(of: AppTab.self)?.tab(.profile)?.viewModel(as: TapModel.self)?.tap(TabbedStep.appIsReady)
        await store.receiveDrop(TabbedStep.appIsReady, reason: .presentableNotVisible)
        // A deep link selects the movies tab and pushes, without animation.
        store.coordinator?.navigate(to: MovieStep.movieDeepLink(id: 7, castId: nil))
        await store.receive(TabbedAppFlow.self, MovieStep.movieDeepLink(id: 7, castId: nil))
        await store.receive(MoviesFlow.self, MovieStep.movieDeepLink(id: 7, castId: nil))
        await store.receive(SettingsFlow.self, MovieStep.movieDeepLink(id: 7, castId: nil))
        #expect(store.tabs(of: AppTab.self)?.animatesLastChange == false)
        store.assertHierarchy(
            """
            - FlowTabs<AppTab> [visible]
              - tab: movies (selected) [visible]
                - FlowStack<MovieRoute> [visible]
                  - list
                  - movie(id: 7) (top) [visible]
              - tab: settings
                - FlowStack<SettingsRoute>
                  - settings
                  - about (top)
              - tab: profile
            """)
        await store.finish()
    }
}

enum TabbedStep: Step, Equatable {
    case appIsReady
}

/// The app: a tab for movies and one for settings, each run by its flow, and a profile tab
/// that is a screen of its own.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class TabbedAppFlow: Flow {
    let tabs = FlowTabs<AppTab>()
    var root: any Presentable { tabs }

    func navigate(to step: any Step) -> FlowContributors {
        if case MovieStep.movieDeepLink = step {
            // Every flow hears a deep link: this one selects the tab, the movies flow pushes.
            tabs.select(.movies, animated: false)
            return .none
        }
        guard let step = step as? TabbedStep else { return .none }
        switch step {
        case .appIsReady:
            let (movies, settings) = (MoviesFlow(), SettingsFlow())
            tabs.add(.movies, stack: movies.stack)
            tabs.add(.settings, stack: settings.stack)
            let profile = tabs.add(.profile, viewModel: TapModel())
            return .multiple(flowContributors: [
                .contribute(
                    withNextPresentable: movies,
                    withNextStepper: OneStepper(withSingleStep: MovieStep.moviesAreRequired)),
                .contribute(
                    withNextPresentable: settings,
                    withNextStepper: OneStepper(withSingleStep: SettingsStep.settingsAreRequired)),
                .contribute(withNextPresentable: profile, withNextStepper: profile.viewModel!),
            ])
        }
    }
}
