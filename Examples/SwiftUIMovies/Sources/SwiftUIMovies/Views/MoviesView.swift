#if canImport(SwiftUI)
    import RxFlowSwiftUI
    import SwiftUI

    /// The movies stack: each route's view, from its value and its view model.
    struct MoviesView: View {
        let stack: FlowStack<MovieRoute>

        var body: some View {
            FlowStackView(stack) { route in
                switch route.value {
                case .list:
                    if let viewModel = route.viewModel(as: MovieListViewModel.self) {
                        MovieListView(viewModel: viewModel)
                    }
                case .movie:
                    if let viewModel = route.viewModel(as: MovieViewModel.self) { MovieView(viewModel: viewModel) }
                case .trailer:
                    if let viewModel = route.viewModel(as: TrailerViewModel.self) { TrailerView(viewModel: viewModel) }
                case .settings:
                    if let settings = route.childStack(of: SettingsRoute.self) { SettingsView(stack: settings) }
                }
            }
        }
    }

    struct MovieListView: View {
        let viewModel: MovieListViewModel

        var body: some View {
            List(viewModel.movies) { movie in
                Button(movie.title) { viewModel.pick(movie) }
            }
            .navigationTitle("Movies")
            .toolbar {
                Button("Settings") { viewModel.openSettings() }
            }
        }
    }

    struct MovieView: View {
        let viewModel: MovieViewModel

        var body: some View {
            Button("Play the trailer") { viewModel.playTrailer() }
                .navigationTitle(viewModel.title)
        }
    }

    struct TrailerView: View {
        let viewModel: TrailerViewModel

        var body: some View {
            VStack {
                Text("Trailer of \(Movie.titled(viewModel.id))")
                Button("Close") { viewModel.close() }
            }
        }
    }

    /// The settings flow's own stack, in the sheet.
    struct SettingsView: View {
        let stack: FlowStack<SettingsRoute>

        var body: some View {
            FlowStackView(stack) { route in
                switch route.value {
                case .settings:
                    if let viewModel = route.viewModel(as: SettingsViewModel.self) {
                        VStack {
                            Button("About") { viewModel.showAbout() }
                            Button("Done") { viewModel.done() }
                        }
                        .navigationTitle("Settings")
                    }
                case .about:
                    Text("SwiftUI navigation driven by RxFlow flows.")
                        .navigationTitle("About")
                }
            }
        }
    }
#endif
