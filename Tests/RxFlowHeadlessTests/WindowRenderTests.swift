import RxFlowHeadless
import Testing

@MainActor
struct WindowRenderTests {
    private func screen(_ title: String) -> ViewController {
        let screen = ViewController()
        screen.title = title
        return screen
    }

    @Test func anEmptyWindow() {
        #expect(Window().render() == "Window (not key)\n  (no root view controller)")
    }

    @Test func tabsStacksSplitsAndPresentations() {
        let window = Window()
        let wishlist = NavigationController(rootViewController: screen("Wishlist"))
        wishlist.title = "Wishlist"
        let watched = NavigationController(rootViewController: screen("Watched"))
        watched.pushViewController(screen("Movie 42"), animated: true)
        let tabs = TabBarController()
        tabs.setViewControllers([wishlist, watched], animated: false)
        tabs.selectedIndex = 1
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(
            window.render() == """
                Window (key)
                - TabBarController [visible]
                  - NavigationController "Wishlist"
                    - ViewController "Wishlist" (top)
                  * NavigationController [visible]
                    - ViewController "Watched"
                    - ViewController "Movie 42" (top) [visible]
                """)

        let split = SplitViewController()
        split.viewControllers = [NavigationController(rootViewController: screen("Settings")), screen("Login")]
        watched.topViewController!.present(split, animated: true)
        #expect(
            window.render() == """
                Window (key)
                - TabBarController [visible]
                  - NavigationController "Wishlist"
                    - ViewController "Wishlist" (top)
                  * NavigationController [visible]
                    - ViewController "Watched"
                    - ViewController "Movie 42" (top) [visible]
                  presented (automatic):
                    - SplitViewController [visible]
                      - NavigationController (primary) [visible]
                        - ViewController "Settings" (top) [visible]
                      - ViewController "Login" (secondary) [visible]
                """)
    }

    private enum Shelf {
        final class BookScreen: ViewController {}
    }

    /// A nested screen type keeps the types around it, as the engine's events name it.
    @Test func aNestedScreenTypeIsNamedWithItsOuterTypes() {
        let window = Window()
        let book = Shelf.BookScreen()
        book.title = "Book"
        window.rootViewController = NavigationController(rootViewController: book)
        window.makeKeyAndVisible()
        #expect(
            window.render() == """
                Window (key)
                - NavigationController [visible]
                  - WindowRenderTests.Shelf.BookScreen "Book" (top) [visible]
                """)
    }
}
