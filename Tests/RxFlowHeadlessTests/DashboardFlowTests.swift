import RxFlow
import RxFlowHeadless
import XCTest

/// A dashboard tab bar of two flows set up with `Flows.use(_:_:when: .ready)`, and the settings
/// flow in a split view presented modally from the wishlist.
@MainActor
final class DashboardFlowTests: XCTestCase {
    private var window: Window!
    private var dashboard: DashboardFlow!
    private var coordinator: FlowCoordinator!

    override func setUp() async throws {
        window = Window()
        dashboard = DashboardFlow(withServices: AppServices())
        window.rootViewController = dashboard.rootViewController
        window.makeKeyAndVisible()
        coordinator = FlowCoordinator()
        coordinator.coordinate(flow: dashboard, with: OneStepper(withSingleStep: DemoStep.dashboardIsRequired))
        // Fail (rather than crash the run on the accessors below) if the `.ready` block never ran.
        guard tabs.viewControllers.count == 2 else {
            XCTFail("Flows.use(_:_:when: .ready) did not set the tabs up")
            throw TabsNotReady()
        }
    }

    private struct TabsNotReady: Error {}

    private var tabs: TabBarController { dashboard.rootViewController }
    private var wishlistStack: NavigationController { tabs.viewControllers[0] as! NavigationController }
    private var watchedStack: NavigationController { tabs.viewControllers[1] as! NavigationController }
    private var wishlist: WishlistViewController { wishlistStack.viewControllers[0] as! WishlistViewController }
    private var watched: WatchedViewController { watchedStack.viewControllers[0] as! WatchedViewController }

    func testTheTabsAreSetOnceBothFlowsAreReady() async {
        XCTAssertEqual(tabs.viewControllers.map(\.title), ["Wishlist", "Watched"])
        XCTAssertEqual(
            window.render(),
            """
            Window (key)
            - TabBarController [visible]
              * NavigationController "Wishlist" [visible]
                - WishlistViewController "Wishlist" (top) [visible]
              - NavigationController "Watched"
                - WatchedViewController "Watched" (top)
            """)
    }

    func testOnlyTheSelectedTabNavigates() async {
        watched.viewModel.pick(movieId: 1)
        XCTAssertEqual(watchedStack.viewControllers.count, 1)
        wishlist.viewModel.pick(movieId: 2)
        XCTAssertEqual(wishlistStack.topViewController?.title, "Movie 2")

        tabs.selectedIndex = 1
        wishlistStack.popViewController(animated: false)
        wishlist.viewModel.pick(movieId: 3)
        XCTAssertEqual(wishlistStack.viewControllers.count, 1)
        watched.viewModel.pick(movieId: 4)
        XCTAssertEqual(watchedStack.topViewController?.title, "Movie 4")
    }

    func testSettingsArePresentedInASplitViewAndNavigateInBothColumns() async {
        wishlist.viewModel.settings()
        let split = wishlistStack.presentedViewController as! SplitViewController
        let list = (split.viewControllers[0] as! NavigationController).topViewController as! SettingsListViewController
        XCTAssertTrue(list.isVisible)
        XCTAssertTrue(split.viewControllers[1].isVisible)
        XCTAssertFalse(wishlist.isVisible)

        list.viewModel.pickApiKey()
        XCTAssertEqual(split.viewControllers[1].title, "API key")
        list.viewModel.pickLogin()
        XCTAssertEqual(split.viewControllers[1].title, "Login")

        wishlist.viewModel.pick(movieId: 1)  // covered by the settings: ignored
        XCTAssertEqual(wishlistStack.viewControllers.count, 1)
    }

    func testTheSettingsFlowEndsForwardsToItsParentAndIsReleased() async {
        weak var settingsFlow: SettingsFlow?
        weak var split: SplitViewController?
        weak var listModel: SettingsListViewModel?
        var detailRelay: PublishRelay<any Step>?
        do {
            // The probes live in this scope only: they hold the flows they saw.
            let didNavigate = PublisherProbe(
                coordinator.rx.didNavigate.map { flow, step in "\(type(of: flow)) \(step)" }.eraseToAnyPublisher())
            let flows = PublisherProbe(coordinator.rx.willNavigate.map { flow, _ in flow }.eraseToAnyPublisher())
            wishlist.viewModel.settings()
            let presented = wishlistStack.presentedViewController as! SplitViewController
            split = presented
            let list = (presented.viewControllers[0] as! NavigationController).topViewController
            listModel = (list as! SettingsListViewController).viewModel
            detailRelay = (presented.viewControllers[1] as! SettingsDetailViewController).viewModel.steps
            settingsFlow = flows.values.lazy.compactMap { $0 as? SettingsFlow }.first
            XCTAssertNotNil(settingsFlow)

            listModel?.done()
            XCTAssertEqual(
                didNavigate.values,
                [
                    "WishlistFlow settingsAreRequired", "SettingsFlow settingsAreRequired",
                    "SettingsFlow settingsAreComplete", "WishlistFlow settingsAreComplete",
                ])
        }
        XCTAssertNil(wishlistStack.presentedViewController)
        XCTAssertTrue(wishlist.isVisible)
        XCTAssertNil(split)
        XCTAssertNil(listModel)
        XCTAssertNil(settingsFlow)
        detailRelay?.accept(DemoStep.loginIsRequired)  // silenced: nothing is presented again
        XCTAssertNil(wishlistStack.presentedViewController)

        wishlist.viewModel.settings()  // the wishlist navigates again
        XCTAssertTrue(wishlistStack.presentedViewController is SplitViewController)
    }
}
