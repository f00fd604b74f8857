import Foundation
import RxFlow
import RxFlowSwiftUI
import Testing

@testable import SwiftUIMovies

/// The app killed in the background and launched again with the navigation its scene kept:
/// the same tab, stacks, sheets and columns, made again by its flows, without animation.
@MainActor
struct RelaunchTests {
    /// What the scene keeps of `launcher`, after which it is let go; the app launched again
    /// with it, its report, and the data it keeps in turn.
    static func relaunch(_ launcher: inout AppLauncher?) -> (AppLauncher, RestorationReport?) {
        let data = launcher?.sceneStorageData()
        let layout = launcher?.layout ?? .tabs
        launcher = nil
        let relaunched = AppLauncher(layout: layout)
        let report = relaunched.start(restoringFrom: data)
        #expect(relaunched.sceneStorageData() == data)
        return (relaunched, report)
    }

    static func tabs(_ launcher: AppLauncher?) -> FlowTabs<MovieList>? { launcher?.tabsFlow?.tabs }

    static func stack(_ launcher: AppLauncher?, _ list: MovieList) -> FlowStack<MovieRoute>? {
        tabs(launcher)?.tab(list)?.stack(of: MovieRoute.self)
    }

    static func visible<ViewModel>(_ launcher: AppLauncher?, _ type: ViewModel.Type) -> ViewModel? {
        (tabs(launcher)?.visibleRoute as? FlowRoute<MovieRoute>)?.viewModel(as: type)
    }

    @Test func theTabsComeBackWithTheirStacksTheTrailerAndTheSettings() throws {
        var launcher: AppLauncher? = AppLauncher(layout: .tabs)
        launcher?.start()
        Self.visible(launcher, MovieListViewModel.self)?.pick(Movie.catalog[0])
        Self.visible(launcher, MovieViewModel.self)?.playTrailer()
        Self.tabs(launcher)?.selection = .watched
        Self.visible(launcher, MovieListViewModel.self)?.openSettings()
        let picture = Self.tabs(launcher)?.render()

        let (relaunched, report) = Self.relaunch(&launcher)
        #expect(report?.isComplete == true)
        #expect(Self.tabs(relaunched)?.render() == picture)
        #expect(Self.tabs(relaunched)?.selectedTab == .watched)
        #expect(Self.stack(relaunched, .wishlist)?.presentations.map(\.value) == [.trailer(id: 1)])
        #expect(Self.stack(relaunched, .watched)?.presentations.first?.childStack(of: SettingsRoute.self) != nil)
        #expect(Self.tabs(relaunched)?.animatesLastChange == false)
        #expect(Self.stack(relaunched, .wishlist)?.animatesLastChange == false)
    }

    @Test func whatTheUserClosedStaysClosed() throws {
        var launcher: AppLauncher? = AppLauncher(layout: .tabs)
        launcher?.start()
        Self.visible(launcher, MovieListViewModel.self)?.pick(Movie.catalog[0])
        Self.visible(launcher, MovieViewModel.self)?.showCast()
        Self.stack(launcher, .wishlist)?.path.removeLast()
        Self.tabs(launcher)?.selection = .watched
        Self.visible(launcher, MovieListViewModel.self)?.openSettings()
        Self.stack(launcher, .watched)?.setPresentation(nil, at: 0, style: .sheet)

        let (relaunched, report) = Self.relaunch(&launcher)
        #expect(report?.isComplete == true)
        #expect(Self.stack(relaunched, .wishlist)?.routes.map(\.value) == [.list(.wishlist), .movie(id: 1)])
        #expect(Self.stack(relaunched, .watched)?.presentations.isEmpty == true)
        #expect(Self.visible(relaunched, MovieListViewModel.self)?.list == .watched)
    }

    @Test func theSplitViewComesBackWithItsSelectionAndColumns() throws {
        var launcher: AppLauncher? = AppLauncher(layout: .split)
        launcher?.start()
        launcher?.splitFlow?.split.selection = 3
        launcher?.splitFlow?.split.columnVisibility = .detailOnly
        let picture = launcher?.splitFlow?.split.render()

        let (relaunched, report) = Self.relaunch(&launcher)
        #expect(report?.isComplete == true)
        let split = relaunched.splitFlow?.split
        #expect(split?.render() == picture)
        #expect(split?.selectedValue == 3 && split?.columnVisibility == .detailOnly)
        #expect(relaunched.splitFlow?.detail.routes.map(\.value) == [.movie(id: 3)])
    }

    @Test func theOtherLayoutsNavigationStartsAfresh() {
        let split = AppLauncher(layout: .split)
        split.start()
        split.splitFlow?.split.selection = 3
        let tabs = AppLauncher(layout: .tabs)
        #expect(tabs.start(restoringFrom: split.sceneStorageData()) == nil)
        #expect(tabs.tabsFlow?.tabs.selectedTab == .wishlist)
        #expect(Self.stack(tabs, .wishlist)?.routes.map(\.value) == [.list(.wishlist)])
    }
}
