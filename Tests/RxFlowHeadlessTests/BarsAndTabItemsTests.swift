import RxFlowHeadless
import Testing

/// The UIKit pieces a ported flow calls on bars, tab items, images and split views: what
/// each keeps, and how `Window.render()` shows it.
@MainActor
struct BarsAndTabItemsTests {
    @Test func aNavigationBarCanBeHiddenEitherWay() {
        let navigation = NavigationController(rootViewController: ViewController())
        #expect(!navigation.isNavigationBarHidden)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        navigation.navigationBar.isHidden = false
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func theBarsItemsAreTheStacksNavigationItems() {
        let first = ViewController()
        let second = ViewController()
        let navigation = NavigationController()
        #expect(navigation.navigationBar.items == nil && navigation.navigationBar.topItem == nil)
        navigation.setViewControllers([first, second], animated: false)
        #expect(
            navigation.navigationBar.items?.map(ObjectIdentifier.init)
                == [first, second].map { ObjectIdentifier($0.navigationItem) })
        #expect(navigation.navigationBar.topItem === second.navigationItem)
        #expect(navigation.navigationBar.backItem === first.navigationItem)
        navigation.navigationBar.topItem?.title = "Top"
        #expect(second.navigationItem.title == "Top")
    }

    @Test func barButtonItemsFromATitleAnImageOrASystemItem() {
        var taps: [String] = []
        let titled = BarButtonItem(title: "Logout", style: .plain) { taps.append("logout") }
        let pictured = BarButtonItem(image: Image(named: "settings"), style: .plain) { taps.append("settings") }
        let done = BarButtonItem(barButtonSystemItem: .done) { taps.append("done") }
        for item in [titled, pictured, done] { item.tap() }
        #expect(taps == ["logout", "settings", "done"])
        #expect(pictured.image?.name == "settings" && pictured.title == nil)
        #expect(done.systemItem == .done && done.style == .done)

        let screen = ViewController()
        screen.navigationItem.setLeftBarButton(titled, animated: false)
        screen.navigationItem.setRightBarButton(pictured, animated: true)
        #expect(screen.navigationItem.leftBarButtonItem === titled)
        #expect(screen.navigationItem.rightBarButtonItem === pictured)
        screen.navigationItem.setRightBarButton(nil, animated: false)
        #expect(screen.navigationItem.rightBarButtonItems == nil)
    }

    @Test func imagesAreTheirNames() {
        #expect(Image(named: "wishlist")?.name == "wishlist")
        #expect(Image(named: "") == nil)
    }

    @Test func aScreensTabBarItemIsMadeWhenFirstReadAndCanBeReplaced() {
        let screen = ViewController()
        screen.title = "Watched"
        #expect(screen.tabBarItem.title == "Watched")
        screen.tabBarItem = TabBarItem(title: "Wishlist", image: Image(named: "wishlist"), selectedImage: nil)
        #expect(screen.tabBarItem.title == "Wishlist" && screen.tabBarItem.image?.name == "wishlist")
    }

    @Test func whatMattersShowsInTheRenderedHierarchy() {
        let list = ViewController()
        list.navigationItem.title = "Movies"
        list.navigationItem.setRightBarButton(
            BarButtonItem(image: Image(named: "settings"), style: .plain), animated: false)
        list.navigationItem.setLeftBarButton(BarButtonItem(barButtonSystemItem: .cancel), animated: false)
        let navigation = NavigationController(rootViewController: list)
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.tabBarItem = TabBarItem(
            title: "Movies", image: Image(named: "film"), selectedImage: Image(named: "film.fill"))
        let detail = ViewController()
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", style: .done)
        let split = SplitViewController()
        split.viewControllers = [navigation, detail]
        split.preferredDisplayMode = .allVisible
        let window = Window()
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(
            window.render() == """
                Window (key)
                - SplitViewController [visible] {display mode: allVisible}
                  - NavigationController (primary) [visible] {tab: "Movies", image: film, selected image: film.fill} {navigation bar hidden}
                    - ViewController (top) [visible] {title: "Movies"} {left: system: cancel} {right: image: settings}
                  - ViewController (secondary) [visible] {right: "Save" (done)}
                """)
    }
}
