// The lines the SwiftUI article shows for `@SceneStorage` (as Examples/SwiftUIMovies writes
// them in Views/MoviesApp.swift), type-checked on Linux with RxFlowSwiftUI's glue by
// Scripts/typecheck-apple-glue: the example's views are compiled only where SwiftUI exists.
#if canImport(SwiftUI)
    import Foundation
    import RxFlow
    import SwiftUI

    /// The shape of the example's launcher: what the article's lines call.
    @MainActor private final class AppLauncher {
        let coordinator = FlowCoordinator(restoration: NavigationRestoration(steps: UsageStep.self))

        init(layout: Int) {}

        @discardableResult
        func start(restoringFrom data: Data? = nil) -> RestorationReport? {
            coordinator.coordinate(flow: UsageFlow(), restoringFromSceneStorage: data)
        }

        func sceneStorageData() -> Data? {
            coordinator.sceneStorageData()
        }
    }

    private enum UsageStep: Step, Codable {
        case start
    }

    @MainActor private final class UsageFlow: Flow {
        let root: any Presentable = FlowStack<Int>()
        func navigate(to step: any Step) -> FlowContributors { .none }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private struct LaunchView: View {
        @State private var launcher: AppLauncher?
        private let layout = 0

        var body: some View {
            EmptyView()
                .flowSceneStorage("navigation") { data in
                    let started = AppLauncher(layout: layout)
                    started.start(restoringFrom: data)
                    launcher = started
                } save: {
                    launcher?.sceneStorageData()
                }
        }
    }
#endif
