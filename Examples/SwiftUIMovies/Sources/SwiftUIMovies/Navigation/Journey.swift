import RxFlowSwiftUI

/// The user's journey through the app, as its views would drive it (a tap calls the visible
/// route's view model; Back and a swipe down write the stack's bindings), showing the stack
/// after each step with `output` (printed by default): what runs where SwiftUI does not.
/// Returns the last rendering.
@MainActor
enum Journey {
    @discardableResult
    static func run(output: (String) -> Void = { print($0) }) -> String {
        let launcher = AppLauncher()
        launcher.start()
        let stack = launcher.flow.stack
        func visible<ViewModel>(_ type: ViewModel.Type) -> ViewModel? {
            // In the settings sheet, the visible route is the settings stack's.
            let route = stack.visibleRoute
            return (route as? FlowRoute<MovieRoute>)?.viewModel(as: type)
                ?? (route as? FlowRoute<SettingsRoute>)?.viewModel(as: type)
        }
        func show(_ moment: String) { output("\(moment):\n\(stack.render())\n") }

        show("Launched")
        visible(MovieListViewModel.self)?.pick(Movie.catalog[0])
        visible(MovieViewModel.self)?.playTrailer()
        show("A movie, its trailer over it")
        visible(TrailerViewModel.self)?.close()
        stack.path = []
        visible(MovieListViewModel.self)?.openSettings()
        visible(SettingsViewModel.self)?.showAbout()
        show("Back to the list, then the settings, in a sheet")
        stack.setPresentation(nil, at: 0, style: .sheet)
        launcher.coordinator.navigate(to: AppStep.movieIsLinked(id: 3))
        show("The sheet swiped down, then a deep link")
        return stack.render()
    }
}
