#if canImport(SwiftUI)
    import Foundation
    import SwiftUI

    extension View {
        /// Keeps the app's navigation in the scene's storage under `key` (`@SceneStorage`, as
        /// JSON data). `launch` is called once, when the view first appears, with the data the
        /// scene kept (nil on a first launch): start the coordinator with it
        /// (`coordinate(flow:with:allowStepWhenDismissed:restoringFromSceneStorage:)`). Each time
        /// the scene leaves the foreground, `save` gives the data to keep (`sceneStorageData()`).
        ///
        /// It decides nothing: what is kept, and whether it is restored, are the coordinator's.
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        public func flowSceneStorage(
            _ key: String, launch: @escaping @MainActor (Data?) -> Void, save: @escaping @MainActor () -> Data?
        ) -> some View {
            modifier(FlowSceneStorage(stored: SceneStorage(key), launch: launch, save: save))
        }
    }

    /// The scene's storage, the launch it feeds, and the saves when the scene leaves the
    /// foreground.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private struct FlowSceneStorage: ViewModifier {
        @SceneStorage private var stored: Data?
        @State private var hasLaunched = false
        @Environment(\.scenePhase) private var scenePhase
        private let launch: @MainActor (Data?) -> Void
        private let save: @MainActor () -> Data?

        init(
            stored: SceneStorage<Data?>, launch: @escaping @MainActor (Data?) -> Void,
            save: @escaping @MainActor () -> Data?
        ) {
            _stored = stored
            self.launch = launch
            self.save = save
        }

        func body(content: Content) -> some View {
            content
                .onAppear {
                    // A view appears again after a tab switch or a sheet: the app launches once.
                    guard !hasLaunched else { return }
                    hasLaunched = true
                    launch(stored)
                }
                .onChange(of: scenePhase) { _, phase in
                    // Inactive comes before background, and the system may end the app then.
                    if phase != .active { stored = save() }
                }
        }
    }
#endif
