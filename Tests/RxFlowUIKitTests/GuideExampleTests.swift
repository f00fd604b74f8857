#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import RxFlowUIKit
    import SwiftUI
    import Testing
    import UIKit

    /// The guide's flow, on a real `UINavigationController`: a UIKit screen, then a SwiftUI
    /// one, then a UIKit one pushed by the SwiftUI screen's view model.
    @MainActor
    @Suite(.serialized, .timeLimit(.minutes(10)))
    struct GuideExampleTests {
        @Test func theGuidesFlowPushesAUIKitThenASwiftUIScreen() async throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let launcher = AppLauncher()
            launcher.start(in: window)
            let navigation = try #require(window.rootViewController as? UINavigationController)
            let list = try #require(navigation.topViewController as? WatchedViewController)
            await waitUntil { list.presentationState?.isVisible == true }

            list.viewModel.pick(movieId: 42)
            let detail = try #require(navigation.topViewController as? UIHostingController<MovieDetailView>)
            #expect(detail.rootView.viewModel.movieId == 42)
            await waitUntil { detail.presentationState?.isVisible == true }

            detail.rootView.viewModel.pickCast(withId: 7)
            #expect((navigation.topViewController as? CastDetailViewController)?.title == "Cast 7")
            window.isHidden = true
        }
    }
#endif
