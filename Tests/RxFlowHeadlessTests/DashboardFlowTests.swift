import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// The original RxFlow demo's dashboard: a tab bar of two flows set up with
/// `Flows.use(_:_:when: .ready)`, and the settings flow in a split view presented modally from
/// the wishlist.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct DashboardFlowTests {
    private let window: Window
    private let dashboard: DashboardFlow
    private let coordinator: FlowCoordinator

    init() throws {
        window = Window()
        dashboard = DashboardFlow(withServices: AppServices())
        window.rootViewController = dashboard.rootViewController
        window.makeKeyAndVisible()
        coordinator = FlowCoordinator()
        coordinator.coordinate(flow: dashboard, with: OneStepper(withSingleStep: DemoStep.dashboardIsRequired))
        // Fail (rather than crash the run on the accessors below) if the `.ready` block never ran.
        try #require(
            dashboard.rootViewController.viewControllers.count == 2,
            "Flows.use(_:_:when: .ready) did not set the tabs up")
    }

    private var tabs: TabBarController { dashboard.rootViewController }
    private var wishlistStack: NavigationController { tabs.viewControllers[0] as! NavigationController }
    private var watchedStack: NavigationController { tabs.viewControllers[1] as! NavigationController }
    private var wishlist: WishlistViewController { wishlistStack.viewControllers[0] as! WishlistViewController }
    private var watched: WatchedViewController { watchedStack.viewControllers[0] as! WatchedViewController }

    @Test func theTabsAreSetOnceBothFlowsAreReady() {
        #expect(tabs.viewControllers.map(\.title) == ["Wishlist", "Watched"])
        #expect(
            window.render() == """
                Window (key)
                - TabBarController [visible]
                  * NavigationController "Wishlist" [visible]
                    - WishlistViewController "Wishlist" (top) [visible]
                  - NavigationController "Watched"
                    - WatchedViewController "Watched" (top)
                """)
    }

    @Test func onlyTheSelectedTabNavigates() {
        watched.viewModel.pick(movieId: 1)
        #expect(watchedStack.viewControllers.count == 1)
        wishlist.viewModel.pick(movieId: 2)
        #expect(wishlistStack.topViewController?.title == "Movie 2")

        tabs.selectedIndex = 1
        wishlistStack.popViewController(animated: false)
        wishlist.viewModel.pick(movieId: 3)
        #expect(wishlistStack.viewControllers.count == 1)
        watched.viewModel.pick(movieId: 4)
        #expect(watchedStack.topViewController?.title == "Movie 4")
    }

    @Test func settingsArePresentedInASplitViewAndNavigateInBothColumns() {
        wishlist.viewModel.settings()
        let split = wishlistStack.presentedViewController as! SplitViewController
        let list = (split.viewControllers[0] as! NavigationController).topViewController as! SettingsListViewController
        #expect(list.isVisible)
        #expect(split.viewControllers[1].isVisible)
        #expect(!wishlist.isVisible)

        list.viewModel.pickApiKey()
        #expect(split.viewControllers[1].title == "API key")
        list.viewModel.pickLogin()
        #expect(split.viewControllers[1].title == "Login")

        wishlist.viewModel.pick(movieId: 1)  // covered by the settings: ignored
        #expect(wishlistStack.viewControllers.count == 1)
    }

    @Test func theSettingsFlowEndsForwardsToItsParentAndIsReleased() async {
        let store = FlowTestStore(
            flow: DashboardFlow(withServices: AppServices()),
            stepper: OneStepper(withSingleStep: DemoStep.dashboardIsRequired))
        await store.assertNavigations([
            FlowNavigation(DashboardFlow.self, DemoStep.dashboardIsRequired),
            FlowNavigation(WishlistFlow.self, DemoStep.moviesAreRequired),
            FlowNavigation(WatchedFlow.self, DemoStep.moviesAreRequired),
        ])
        store.visibleScreen(as: WishlistViewController.self)?.viewModel.settings()
        await store.receive(WishlistFlow.self, DemoStep.settingsAreRequired)
        await store.receive(SettingsFlow.self, DemoStep.settingsAreRequired)
        var detailRelay: PublishRelay<any Step>?
        do {
            let split = store.visibleScreen(as: SettingsDetailViewController.self)?.splitViewController
            detailRelay = store.visibleScreen(as: SettingsDetailViewController.self)?.viewModel.steps
            let list = (split?.viewControllers.first as? NavigationController)?.topViewController
            (list as? SettingsListViewController)?.viewModel.done()
        }
        await store.receive(SettingsFlow.self, DemoStep.settingsAreComplete)
        await store.receive(WishlistFlow.self, DemoStep.settingsAreComplete)
        #expect(store.visibleScreen(as: WishlistViewController.self) != nil)  // the split view is gone
        detailRelay?.accept(DemoStep.loginIsRequired)  // reported, and nothing is presented again
        await store.receiveDrop(DemoStep.loginIsRequired, reason: .flowEnded)
        #expect(store.visibleScreen(as: WishlistViewController.self) != nil)

        store.visibleScreen(as: WishlistViewController.self)?.viewModel.settings()  // navigates again
        await store.receive(WishlistFlow.self, DemoStep.settingsAreRequired)
        await store.receive(SettingsFlow.self, DemoStep.settingsAreRequired)
        await store.finish()  // every flow and screen, the ended SettingsFlow's too, is released
    }
}
