import RxFlow
import RxFlowHeadless
import Testing

/// Bar button items: closures instead of selectors, tapped headlessly, rendered.
@MainActor
struct BarButtonItemTests {
    @Test func tappingRunsTheActionUnlessDisabled() {
        var taps = 0
        let item = BarButtonItem(title: "Done") { taps += 1 }
        #expect(item.tap())
        item.isEnabled = false
        #expect(!item.tap())
        #expect(!BarButtonItem(title: "No action").tap())
        #expect(taps == 1)
    }

    @Test func singleAndListAccessorsAgree() {
        let item = NavigationItem()
        let settings = BarButtonItem(title: "Settings")
        let logout = BarButtonItem(title: "Logout")
        item.rightBarButtonItem = settings
        item.leftBarButtonItems = [logout, BarButtonItem(title: "Help")]
        #expect(item.rightBarButtonItems?.count == 1)
        #expect(item.leftBarButtonItem === logout)
        #expect(item.barButtonItem(titled: "Settings") === settings)
        #expect(item.barButtonItem(titled: "Missing") == nil)
        item.rightBarButtonItem = nil
        #expect(item.rightBarButtonItems == nil)
    }

    @Test func theItemsAreRenderedOnTheScreensLine() {
        let window = Window()
        let screen = ViewController()
        screen.title = "Movies"
        screen.navigationItem.leftBarButtonItem = BarButtonItem(title: "Logout")
        let done = BarButtonItem(title: "Done")
        done.isEnabled = false
        screen.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Settings"), done]
        window.rootViewController = NavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        #expect(
            window.render() == """
                Window (key)
                - NavigationController [visible]
                  - ViewController "Movies" (top) [visible] {left: "Logout"} {right: "Settings", "Done" (disabled)}
                """)
    }
}
