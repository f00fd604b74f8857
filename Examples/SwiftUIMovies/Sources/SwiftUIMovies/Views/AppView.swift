#if canImport(SwiftUI)
    import RxFlowSwiftUI
    import SwiftUI

    /// The app's root: the tabs or the split view of the launcher's flow.
    struct AppView: View {
        let launcher: AppLauncher

        var body: some View {
            if let flow = launcher.tabsFlow {
                FlowTabsView(flow.tabs) { tab in
                    if let stack = tab.stack(of: MovieRoute.self) {
                        MovieStackView(stack: stack)
                            .tabItem { Text(tab.value.title) }
                    }
                }
            } else if let flow = launcher.splitFlow {
                FlowSplitView(flow.split) { selection in
                    FlowStackView(flow.sidebar) { route in
                        if let viewModel = route.viewModel(as: LibraryViewModel.self) {
                            LibraryView(viewModel: viewModel, selection: selection)
                        } else {
                            MovieRouteView(route: route)
                        }
                    }
                } detail: {
                    MovieStackView(stack: flow.detail)
                }
            }
        }
    }

    /// A movies stack: each route's view.
    struct MovieStackView: View {
        let stack: FlowStack<MovieRoute>

        var body: some View {
            FlowStackView(stack) { route in MovieRouteView(route: route) }
        }
    }
#endif
