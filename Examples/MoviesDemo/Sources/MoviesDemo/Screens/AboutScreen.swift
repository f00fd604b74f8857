import RxFlowHeadless

/// About the demo, in the split view's secondary column; only reachable with an API key.
final class AboutScreen: ViewController, DemoScreen {
    override init() {
        super.init()
        title = "About"
    }

    var contentLines: [String] {
        [
            "MoviesDemo: RxFlow's demo app on Combine and headless view controllers.",
            "Flows: AppFlow, OnboardingFlow, DashboardFlow, WishlistFlow, WatchedFlow, SettingsFlow.",
        ]
    }

    var actions: [ScreenAction] { [] }
}
