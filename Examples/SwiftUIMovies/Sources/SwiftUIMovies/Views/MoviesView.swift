#if canImport(SwiftUI)
    import RxFlowSwiftUI
    import SwiftUI

    /// A route's view, from its value and its view model (a dialog is the stack view's).
    struct MovieRouteView: View {
        let route: FlowRoute<MovieRoute>

        var body: some View {
            switch route.value {
            case .list:
                if let viewModel = route.viewModel(as: MovieListViewModel.self) { MovieListView(viewModel: viewModel) }
            case .library, .removal:
                EmptyView()
            case .noSelection:
                Text("Select a movie")
            case .movie:
                if let viewModel = route.viewModel(as: MovieViewModel.self) { MovieView(viewModel: viewModel) }
            case .cast:
                if let viewModel = route.viewModel(as: CastViewModel.self) { CastView(viewModel: viewModel) }
            case .trailer:
                if let viewModel = route.viewModel(as: TrailerViewModel.self) { TrailerView(viewModel: viewModel) }
            case .settings:
                if let settings = route.childStack(of: SettingsRoute.self) { SettingsView(stack: settings) }
            }
        }
    }

    struct MovieListView: View {
        let viewModel: MovieListViewModel

        var body: some View {
            List(viewModel.movies) { movie in
                Button(movie.title) { viewModel.pick(movie) }
            }
            .navigationTitle(viewModel.list.title)
            .toolbar {
                Button("Settings") { viewModel.openSettings() }
            }
        }
    }

    /// The split view's sidebar: both lists; a row selected is the split view's selection.
    struct LibraryView: View {
        let viewModel: LibraryViewModel
        let selection: Binding<Int?>

        var body: some View {
            List(selection: selection) {
                ForEach(MovieList.allCases, id: \.self) { list in
                    Section {
                        ForEach(viewModel.library.movies(in: list)) { movie in Text(movie.title).tag(movie.id) }
                    } header: {
                        Text(list.title)
                    }
                }
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
            VStack {
                Button("Cast") { viewModel.showCast() }
                Button("Play the trailer") { viewModel.playTrailer() }
                Button("Remove", role: .destructive) { viewModel.remove() }
            }
            .navigationTitle(viewModel.title)
        }
    }

    struct CastView: View {
        let viewModel: CastViewModel

        var body: some View {
            List(viewModel.cast, id: \.self) { Text($0) }
                .navigationTitle("Cast")
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
