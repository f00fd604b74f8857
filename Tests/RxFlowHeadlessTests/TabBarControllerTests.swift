import Foundation
import RxFlowHeadless
import XCTest

@MainActor
final class TabBarControllerTests: XCTestCase {
    func testSelectionMovesVisibility() async {
        let window = Window()
        let log = EventLog()
        let first = RecordingViewController("First", log: log)
        let second = RecordingViewController("Second", log: log)
        let tabs = TabBarController()
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertNil(tabs.selectedViewController)
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(first.tabBarController === tabs)
        _ = log.drain()

        tabs.selectedIndex = 1
        XCTAssertTrue(tabs.selectedViewController === second)
        XCTAssertEqual(
            log.drain(), ["First.willDisappear", "Second.willAppear", "First.didDisappear", "Second.didAppear"])
        tabs.selectedIndex = 1
        XCTAssertEqual(log.drain(), [])
    }

    func testReplacingTabsKeepsTheSelectedTabOrFallsBackToTheFirst() async {
        let first = ViewController()
        let second = ViewController()
        let third = ViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        tabs.selectedViewController = second

        tabs.setViewControllers([third, second], animated: false)
        XCTAssertTrue(tabs.selectedViewController === second)
        XCTAssertEqual(tabs.selectedIndex, 1)

        tabs.setViewControllers([first, third], animated: false)
        XCTAssertTrue(tabs.selectedViewController === first)
    }

    func testRemovingTheSelectedTabSelectsTheFirst() async {
        let window = Window()
        let first = ViewController()
        let second = ViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        tabs.selectedIndex = 1
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        second.removeFromParent()
        XCTAssertTrue(tabs.selectedViewController === first)
        XCTAssertTrue(first.isVisible)
        XCTAssertFalse(second.isVisible)
    }
}
