import Foundation
import RxFlowSwiftUI

extension Journey {
    /// The app leaves the foreground, keeps its navigation (what the scene's storage would
    /// keep), is killed, and is launched again with it: each layout comes back where the user
    /// was, without animation, and goes on from there.
    static func runRelaunch(output: (String) -> Void) -> String {
        let tabs = relaunchTabs(output: output)
        relaunchSplit(output: output)
        return tabs
    }

    /// The tabs: a movie in the wishlist (its cast left with Back), the watched tab selected,
    /// its settings open on their About page.
    private static func relaunchTabs(output: (String) -> Void) -> String {
        let data: Data?
        do {
            let launcher = AppLauncher(layout: .tabs)
            launcher.start()
            guard let tabs = launcher.tabsFlow?.tabs else { return "" }
            visible(tabs, MovieListViewModel.self)?.pick(Movie.catalog[0])
            visible(tabs, MovieViewModel.self)?.showCast()
            tabs.tab(.wishlist)?.stack(of: MovieRoute.self)?.path.removeLast()
            tabs.selection = .watched
            visible(tabs, MovieListViewModel.self)?.openSettings()
            visible(tabs, SettingsViewModel.self)?.showAbout()
            data = launcher.sceneStorageData()
            output("Relaunch: the tabs leave the foreground:\n\(tabs.render())\n")
        }
        let launcher = AppLauncher(layout: .tabs)
        let report = launcher.start(restoringFrom: data)
        guard let tabs = launcher.tabsFlow?.tabs else { return "" }
        let size = data?.count ?? 0
        let animated = tabs.animatesLastChange ? "animated" : "no animation"
        output(
            "Killed, then launched with the \(size) bytes kept (\(report.map { "\($0)" } ?? "started afresh"), \(animated)):\n\(tabs.render())\n"
        )
        let settings = tabs.tab(.watched)?.stack(of: MovieRoute.self)?.presentations.first
        settings?.childStack(of: SettingsRoute.self)?.path.removeLast()
        visible(tabs, SettingsViewModel.self)?.done()
        output("Back from About, then Done: the restored settings flow ends as it would have:\n\(tabs.render())\n")
        return tabs.render()
    }

    /// The split view: a movie selected in the sidebar, its cast, the sidebar hidden.
    private static func relaunchSplit(output: (String) -> Void) {
        let data: Data?
        do {
            let launcher = AppLauncher(layout: .split)
            launcher.start()
            guard let split = launcher.splitFlow?.split else { return }
            split.selection = 3
            visible(split, MovieViewModel.self)?.showCast()
            split.columnVisibility = .detailOnly
            data = launcher.sceneStorageData()
        }
        let launcher = AppLauncher(layout: .split)
        let report = launcher.start(restoringFrom: data)
        guard let split = launcher.splitFlow?.split else { return }
        output(
            "Split view: Mad Max's cast, the sidebar hidden, killed and relaunched (\(report.map { "\($0)" } ?? "started afresh")):\n\(split.render())\n"
        )
    }
}
