import Logging
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// The leak detector over the headless layer: the original RxFlow's flows (the guideline's
/// `AppFlow` and `SigninFlow`, the demo's dashboard and settings, the README's `WatchedFlow`)
/// go through every kind of navigation without a report; a screen or view model that an app
/// object keeps after its screen was popped is reported.
///
/// `async`: the check runs on the main queue after the grace period.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct LeakDetectionTests {
    private static let grace = Duration.milliseconds(50)

    // MARK: - No false positive

    @Test func theGuidelineFlowsLeaveNothingBehind() async throws {
        let window = Window()
        let coordinator = Self.coordinator()
        let leaks = NavigationEventRecorder(coordinator)
        weak var weakAppFlow: AppFlow?
        do {
            let appFlow = AppFlow(window: window)
            weakAppFlow = appFlow
            coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.start))
        }
        window.makeKeyAndVisible()
        let appFlow = try #require(weakAppFlow)
        let info = try #require(appFlow.navigationController.topViewController as? InfoViewController)

        // Screens are held in `do` scopes only: a screen this test kept would be reported.
        do {
            // Sign in, sign up (presented, then dismissed), then the signin flow's root dismissed.
            info.viewModel.signin()
            let signin = try #require(appFlow.navigationController.presentedViewController as? SigninViewController)
            signin.viewModel.signup()
            try #require(signin.presentedViewController as? SignupViewController).viewModel.signup()
            #expect(signin.presentedViewController == nil)
        }
        appFlow.navigationController.dismiss(animated: true)
        do {
            // The `.navigationController(_:)` shorthand: a presented stack, dismissed.
            info.viewModel.openChild()
            try #require(info.presentedViewController as? NavigationController).topViewController?.dismiss(
                animated: true)
        }
        #expect(info.presentedViewController == nil)
        #expect(leaks.endedContributions.count == 3)
        #expect(leaks.endedFlows == ["SigninFlow"])

        await leaks.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(leaks.suspectedLeaks.isEmpty)
        withExtendedLifetime(coordinator) {}
    }

    @Test func theDashboardAndSettingsFlowsLeaveNothingBehind() async throws {
        let window = Window()
        let coordinator = Self.coordinator()
        let leaks = NavigationEventRecorder(coordinator)
        let dashboard = DashboardFlow(withServices: AppServices())
        window.rootViewController = dashboard.rootViewController
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: dashboard, with: OneStepper(withSingleStep: DemoStep.dashboardIsRequired))
        let tabs = dashboard.rootViewController
        let wishlistStack = try #require(tabs.viewControllers.first as? NavigationController)
        let watchedStack = try #require(tabs.viewControllers.last as? NavigationController)
        let wishlist = try #require(wishlistStack.topViewController as? WishlistViewController)
        let watched = try #require(watchedStack.topViewController as? WatchedViewController)

        // Push and pop in both tabs.
        wishlist.viewModel.pick(movieId: 1)
        wishlistStack.popViewController(animated: true)
        tabs.selectedIndex = 1
        watched.viewModel.pick(movieId: 2)
        try #require(watchedStack.topViewController as? MovieDetailViewController).viewModel.pick(castId: 3)
        watchedStack.popToRootViewController(animated: true)
        tabs.selectedIndex = 0
        do {
            // The settings split view: both columns navigate, then the flow ends and is dismissed.
            wishlist.viewModel.settings()
            let split = try #require(wishlistStack.presentedViewController as? SplitViewController)
            let list = try #require(
                (split.viewControllers.first as? NavigationController)?.topViewController as? SettingsListViewController
            )
            list.viewModel.pickApiKey()
            list.viewModel.pickLogin()
            list.viewModel.done()
        }
        #expect(wishlistStack.presentedViewController == nil)
        #expect(leaks.endedFlows == ["SettingsFlow"])
        #expect(leaks.endedContributions.count == 6)

        await leaks.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(leaks.suspectedLeaks.isEmpty)
    }

    @Test func theWatchedFlowLeavesNothingBehind() async throws {
        let window = Window()
        let coordinator = Self.coordinator()
        let leaks = NavigationEventRecorder(coordinator)
        let flow = WatchedFlow(withServices: AppServices())
        let stack = try #require(flow.root as? NavigationController)
        window.rootViewController = stack
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        let list = try #require(stack.topViewController as? WatchedViewController)

        list.viewModel.pick(movieId: 1)
        try #require(stack.topViewController as? MovieDetailViewController).viewModel.pick(castId: 2)
        stack.popViewController(animated: true)  // the cast screen (no contribution)
        stack.popViewController(animated: true)  // the movie screen and its view model
        list.viewModel.pick(movieId: 3)
        stack.setViewControllers([list], animated: false)  // replaced: dismissed
        #expect(leaks.endedContributions.count == 2)

        await leaks.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(leaks.suspectedLeaks.isEmpty)
    }

    @Test func releasingTheCoordinatorOfAFlowStillOnScreenReportsNothing() async throws {
        // The window, the stack in it and the list screen (with its view model) are still
        // shown: the engine lets go of them, but the window legitimately keeps them.
        let window = Window()
        var coordinator: FlowCoordinator? = Self.coordinator()
        let leaks = NavigationEventRecorder(coordinator!)
        do {
            let flow = WatchedFlow(withServices: AppServices())
            window.rootViewController = try #require(flow.root as? NavigationController)
            window.makeKeyAndVisible()
            coordinator?.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        }

        coordinator = nil
        #expect(leaks.endedFlows == ["WatchedFlow"])
        await leaks.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(leaks.suspectedLeaks.isEmpty)
        #expect((window.rootViewController as? NavigationController)?.viewControllers.first is WatchedViewController)
    }

    // MARK: - Real leaks

    @Test func aPoppedScreenAndViewModelKeptByAnAppObjectAreReported() async throws {
        let window = Window()
        let logs = LogCapture(level: .warning)
        let coordinator = Self.coordinator(logger: logs.logger)
        let leaks = NavigationEventRecorder(coordinator)
        let flow = WatchedFlow(withServices: AppServices())
        let stack = try #require(flow.root as? NavigationController)
        window.rootViewController = stack
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        let list = try #require(stack.topViewController as? WatchedViewController)
        var cache: [() -> Void] = []

        // A view model captured by a long-lived closure (a cache's callback, say).
        list.viewModel.pick(movieId: 1)
        let model = try #require(stack.topViewController as? MovieDetailViewController).viewModel
        cache.append { _ = model.title }
        stack.popViewController(animated: true)
        // A screen captured the same way: its view model goes with it.
        list.viewModel.pick(movieId: 2)
        let screen = try #require(stack.topViewController as? MovieDetailViewController)
        cache.append { _ = screen.title }
        stack.popViewController(animated: true)

        await leaks.waitForLeakChecks(gracePeriod: Self.grace)
        let dismissed = ReleaseReason.contributionEnded(.presentableDismissed)
        #expect(
            leaks.suspectedLeaks == [
                .leakSuspected(FlowID(flow), objects: ["MovieDetailViewModel"], reason: dismissed),
                .leakSuspected(
                    FlowID(flow), objects: ["MovieDetailViewController", "MovieDetailViewModel"], reason: dismissed),
            ])
        #expect(
            logs.entries(at: .warning).map { $0.metadata["objects"] } == [
                .array(["MovieDetailViewModel"]), .array(["MovieDetailViewController", "MovieDetailViewModel"]),
            ])
        cache.removeAll()
    }

    // MARK: - Support

    /// A coordinator checking for leaks after `grace`, logging to `logger`.
    private static func coordinator(logger: Logger = Logger.current) -> FlowCoordinator {
        FlowCoordinator(logger: logger, leakDetection: .enabled(gracePeriod: grace))
    }
}
