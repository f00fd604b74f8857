import RxFlow
import RxFlowHeadless
import Testing

/// The original RxFlow demo's dashboard: a tab bar of two flows set up with
/// `Flows.use(_:_:when: .ready)`, and the settings flow in a split view presented modally from
/// the wishlist.
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

    @Test func theSettingsFlowEndsForwardsToItsParentAndIsReleased() {
        weak var settingsFlow: SettingsFlow?
        weak var split: SplitViewController?
        weak var listModel: SettingsListViewModel?
        var detailRelay: PublishRelay<any Step>?
        do {
            // The probe lives in this scope only: it holds the flows it saw.
            var navigated: [String] = []
            let observation = coordinator.observe { event in
                if case .didNavigate(let flow, let step) = event { navigated.append("\(flow) \(step)") }
            }
            let flows = PublisherProbe(coordinator.rx.willNavigate.map { flow, _ in flow }.eraseToAnyPublisher())
            wishlist.viewModel.settings()
            let presented = wishlistStack.presentedViewController as! SplitViewController
            split = presented
            let list = (presented.viewControllers[0] as! NavigationController).topViewController
            listModel = (list as! SettingsListViewController).viewModel
            detailRelay = (presented.viewControllers[1] as! SettingsDetailViewController).viewModel.steps
            settingsFlow = flows.values.lazy.compactMap { $0 as? SettingsFlow }.first
            #expect(settingsFlow != nil)

            listModel?.done()
            #expect(
                navigated == [
                    "WishlistFlow settingsAreRequired", "SettingsFlow settingsAreRequired",
                    "SettingsFlow settingsAreComplete", "WishlistFlow settingsAreComplete",
                ])
            observation.cancel()
        }
        #expect(wishlistStack.presentedViewController == nil)
        #expect(wishlist.isVisible)
        #expect(split == nil)
        #expect(listModel == nil)
        #expect(settingsFlow == nil)
        detailRelay?.accept(DemoStep.loginIsRequired)  // silenced: nothing is presented again
        #expect(wishlistStack.presentedViewController == nil)

        wishlist.viewModel.settings()  // the wishlist navigates again
        #expect(wishlistStack.presentedViewController is SplitViewController)
    }
}
