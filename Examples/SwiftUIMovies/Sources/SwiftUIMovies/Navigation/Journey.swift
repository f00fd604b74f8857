import RxFlowSwiftUI

/// The user's journeys through the app, in each layout, as its views would drive them (a tap
/// calls the visible route's view model or answers a dialog; a tab switch, a selection, Back
/// and a swipe down write the models' bindings), showing the app after each moment with
/// `output` (printed by default): what runs where SwiftUI does not; then the app is killed in
/// the background and relaunched where the user was (`Journey+Relaunch`). Returns the last
/// rendering of each journey.
@MainActor
enum Journey {
    @discardableResult
    static func run(output: (String) -> Void = { print($0) }) -> [String] {
        [runTabs(output: output), runSplit(output: output), runRelaunch(output: output)]
    }

    /// On a phone: the two lists in tabs.
    static func runTabs(output: (String) -> Void) -> String {
        let launcher = AppLauncher(layout: .tabs)
        launcher.start()
        guard let tabs = launcher.tabsFlow?.tabs else { return "" }
        func stack(_ list: MovieList) -> FlowStack<MovieRoute>? { tabs.tab(list)?.stack(of: MovieRoute.self) }
        func show(_ moment: String) { output("\(moment):\n\(tabs.render())\n") }

        show("Tabs: launched on the wishlist")
        visible(tabs, MovieListViewModel.self)?.pick(Movie.catalog[0])
        visible(tabs, MovieViewModel.self)?.showCast()
        stack(.wishlist)?.path.removeLast()
        visible(tabs, MovieViewModel.self)?.playTrailer()
        show("Dune, its cast and Back, then its trailer over it")
        visible(tabs, TrailerViewModel.self)?.close()
        visible(tabs, MovieViewModel.self)?.remove()
        show("Trailer closed; removing Dune asks first")
        answer(stack(.wishlist), "Keep")
        visible(tabs, MovieViewModel.self)?.remove()
        answer(stack(.wishlist), "Remove")
        show("Kept once, then removed: back to the wishlist")
        tabs.selection = .watched
        visible(tabs, MovieListViewModel.self)?.pick(Movie.catalog[3])
        tabs.selection = .watched
        visible(tabs, MovieListViewModel.self)?.openSettings()
        visible(tabs, SettingsViewModel.self)?.showAbout()
        show("The watched tab: Heat, the tab tapped again (back to the list), then the settings")
        stack(.watched)?.setPresentation(nil, at: 0, style: .sheet)
        launcher.open(.movieIsLinked(id: 2))
        let animated = tabs.animatesLastChange || stack(.wishlist)?.animatesLastChange == true
        show("Settings swiped down, then a link to Arrival (\(animated ? "animated" : "no animation"))")
        return tabs.render()
    }

    /// On an iPad: both lists in a split view's sidebar, the movie in its detail.
    static func runSplit(output: (String) -> Void) -> String {
        let launcher = AppLauncher(layout: .split)
        launcher.start()
        guard let flow = launcher.splitFlow else { return "" }
        let split = flow.split
        func show(_ moment: String) { output("\(moment):\n\(split.render())\n") }

        show("Split view: launched")
        split.selection = 3
        visible(split, MovieViewModel.self)?.showCast()
        show("Mad Max selected in the sidebar, then its cast")
        split.isCompact = true
        show("The width becomes compact: one stack, the detail on top")
        split.setCompactColumn(.sidebar)
        split.selection = 4
        show("Back to the sidebar, then Heat")
        split.isCompact = false
        visible(split, MovieViewModel.self)?.remove()
        answer(flow.detail, "Remove")
        launcher.open(.movieIsLinked(id: 1))
        show("Regular width again: Heat removed, then a link to Dune")
        return split.render()
    }

    /// The view model of the route the user looks at, if it is a `ViewModel`.
    static func visible<ViewModel>(_ root: any StackPresentable, _ type: ViewModel.Type) -> ViewModel? {
        // In the settings sheet, the visible route is the settings stack's.
        let route = root.visibleRoute
        return (route as? FlowRoute<MovieRoute>)?.viewModel(as: type)
            ?? (route as? FlowRoute<SettingsRoute>)?.viewModel(as: type)
    }

    /// The user picks `button` in the dialog presented on `stack`.
    private static func answer(_ stack: FlowStack<MovieRoute>?, _ button: String) {
        guard let stack, let dialog = stack.presentations.last else { return }
        stack.answer(dialog, buttonTitled: button)
    }
}
