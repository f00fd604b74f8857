import Foundation
import RxFlowHeadless
import Testing

@MainActor
struct TabBarControllerTests {
    @Test func selectionMovesVisibility() {
        let window = Window()
        let log = EventLog()
        let first = RecordingViewController("First", log: log)
        let second = RecordingViewController("Second", log: log)
        let tabs = TabBarController()
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.selectedIndex == 0)
        #expect(first.tabBarController === tabs)
        log.drain()

        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        #expect(log.drain() == ["First.willDisappear", "Second.willAppear", "First.didDisappear", "Second.didAppear"])
        tabs.selectedIndex = 1
        #expect(log.drain() == [])
    }

    @Test func replacingTabsKeepsTheSelectedTabOrFallsBackToTheFirst() {
        let first = ViewController()
        let second = ViewController()
        let third = ViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        tabs.selectedViewController = second

        tabs.setViewControllers([third, second], animated: false)
        #expect(tabs.selectedViewController === second)
        #expect(tabs.selectedIndex == 1)

        tabs.setViewControllers([third], animated: false)  // no tab left at index 1
        #expect(tabs.selectedViewController === third)
    }

    @Test func removingTheSelectedTabSelectsTheFirst() {
        let window = Window()
        let first = ViewController()
        let second = ViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        tabs.selectedIndex = 1
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        second.removeFromParent()
        #expect(tabs.selectedViewController === first)
        #expect(first.isVisible)
        #expect(!second.isVisible)
    }
}
