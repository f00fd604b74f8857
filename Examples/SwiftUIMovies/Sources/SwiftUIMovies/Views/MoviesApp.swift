#if canImport(SwiftUI)
    import SwiftUI

    /// The app: one window showing the movies stack.
    @main
    struct MoviesApp: App {
        @State private var launcher = Self.startedLauncher()

        var body: some Scene {
            WindowGroup {
                MoviesView(stack: launcher.flow.stack)
            }
        }

        private static func startedLauncher() -> AppLauncher {
            let launcher = AppLauncher()
            launcher.start()
            return launcher
        }
    }
#else
    /// Without SwiftUI, the flows run the user's journey (on the main actor, where the
    /// program starts).
    @main
    enum MoviesApp {
        @MainActor static func main() {
            _ = Journey.run()
        }
    }
#endif
