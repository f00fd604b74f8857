#if canImport(SwiftUI)
    import RxFlowSwiftUI
    import SwiftUI

    /// The app: one window, laid out for its width at launch (a split view in regular width,
    /// tabs in compact width), opening `movies://movie/<id>` links.
    @main
    struct MoviesApp: App {
        var body: some Scene {
            WindowGroup {
                LaunchView()
            }
        }
    }

    /// Starts the app's flows once the window's width is known, where the user was when the
    /// scene last left the foreground (its navigation is kept in the scene's storage), then
    /// shows them.
    struct LaunchView: View {
        @State private var launcher: AppLauncher?
        // On Linux, Scripts/typecheck-apple-glue type-checks this iOS branch too, with
        // SWIFTUIMOVIES_TYPECHECK_IOS defined.
        #if os(iOS) || SWIFTUIMOVIES_TYPECHECK_IOS
            @Environment(\.horizontalSizeClass) private var sizeClass
            private var layout: AppLayout { sizeClass == .compact ? .tabs : .split }
        #else
            private let layout = AppLayout.split
        #endif

        var body: some View {
            Group {
                if let launcher { AppView(launcher: launcher) }
            }
            .flowSceneStorage("navigation") { data in
                let started = AppLauncher(layout: layout)
                started.start(restoringFrom: data)
                launcher = started
            } save: {
                launcher?.sceneStorageData()
            }
            .onOpenURL { url in
                if let step = AppStep(link: url) { launcher?.open(step) }
            }
        }
    }
#else
    /// Without SwiftUI, the flows run the user's journeys (on the main actor, where the
    /// program starts).
    @main
    enum MoviesApp {
        @MainActor static func main() {
            Journey.run()
        }
    }
#endif
