import RxFlow
import RxFlowHeadless
import XCTest

@MainActor
final class VisibilityTests: XCTestCase {
    func testRxVisibleEmitsTheCurrentValueThenOnlyChanges() async {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        let probe = PublisherProbe(root.rxVisible)
        XCTAssertEqual(probe.values, [false])

        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        root.title = "Renamed"
        XCTAssertEqual(probe.values, [false, true])

        let late = PublisherProbe(root.rxVisible)
        XCTAssertEqual(late.values, [true])

        window.resignKey()
        XCTAssertEqual(probe.values, [false, true, false])
        XCTAssertEqual(late.values, [true, false])
    }

    func testThePresentationStateIsTheScreensOwnAndFollowsItsVisibility() async {
        let window = Window()
        let first = ViewController()
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        let state = first.presentationState
        XCTAssertNotNil(state)
        XCTAssertTrue(first.presentationState === state)
        XCTAssertEqual(state?.isVisible, false)

        window.makeKeyAndVisible()
        XCTAssertEqual(state?.isVisible, true)
        navigation.pushViewController(ViewController(), animated: false)
        XCTAssertEqual(state?.isVisible, false)
        XCTAssertEqual(window.presentationState?.isVisible, true)
        window.resignKey()
        XCTAssertEqual(window.presentationState?.isVisible, false)
    }

    func testAPushedScreenCoversTheOneBelow() async {
        let window = Window()
        let first = ViewController()
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let probe = PublisherProbe(first.rxVisible)

        let second = ViewController()
        navigation.pushViewController(second, animated: true)
        XCTAssertEqual([navigation.isVisible, first.isVisible, second.isVisible], [true, false, true])

        navigation.popViewController(animated: true)
        XCTAssertEqual(probe.values, [true, false, true])
        XCTAssertFalse(second.isVisible)
    }

    func testAFullScreenPresentationCoversItsPresenterAndEverythingUnderIt() async {
        let window = Window()
        let tabs = TabBarController()
        let first = ViewController()
        let navigation = NavigationController(rootViewController: first)
        tabs.setViewControllers([navigation, ViewController()], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        XCTAssertTrue(first.isVisible)

        let modal = NavigationController(rootViewController: ViewController())
        first.present(modal, animated: true)
        XCTAssertEqual([tabs.isVisible, navigation.isVisible, first.isVisible], [false, false, false])
        XCTAssertTrue(modal.isVisible)
        XCTAssertTrue(modal.topViewController!.isVisible)

        modal.topViewController!.dismiss(animated: true)
        XCTAssertEqual([tabs.isVisible, navigation.isVisible, first.isVisible], [true, true, true])
        XCTAssertFalse(modal.isVisible)
    }

    func testAPageSheetLeavesItsPresenterVisible() async {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()

        let sheet = ViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        XCTAssertTrue(root.isVisible)
        XCTAssertTrue(sheet.isVisible)
    }

    func testOnlyTheSelectedTabIsVisible() async {
        let window = Window()
        let first = ViewController()
        let second = ViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        XCTAssertEqual([first.isVisible, second.isVisible], [true, false])

        tabs.selectedIndex = 1
        XCTAssertEqual([first.isVisible, second.isVisible], [false, true])

        tabs.selectedViewController = first
        XCTAssertEqual([first.isVisible, second.isVisible], [true, false])
    }

    func testBothSplitColumnsAreVisible() async {
        let window = Window()
        let primary = NavigationController(rootViewController: ViewController())
        let secondary = ViewController()
        let split = SplitViewController()
        split.viewControllers = [primary, secondary]
        window.rootViewController = split
        window.makeKeyAndVisible()
        XCTAssertEqual([split.isVisible, primary.isVisible, primary.topViewController!.isVisible], [true, true, true])
        XCTAssertTrue(secondary.isVisible)
    }

    func testACustomContainerShowsAllItsChildren() async {
        let window = Window()
        let container = ViewController()
        window.rootViewController = container
        window.makeKeyAndVisible()
        let child = ViewController()
        container.addChild(child)
        child.didMove(toParent: container)
        XCTAssertTrue(child.isVisible)
        XCTAssertTrue(child.parent === container)
    }

    func testReplacingTheWindowRootHidesTheOldHierarchy() async {
        let window = Window()
        let old = ViewController()
        window.rootViewController = old
        window.makeKeyAndVisible()
        let new = ViewController()
        window.rootViewController = new
        XCTAssertFalse(old.isVisible)
        XCTAssertTrue(new.isVisible)
        XCTAssertNil(old.window)
        XCTAssertTrue(new.window === window)
    }

    func testAWindowIsAPresentableVisibleOnceKeyAndNeverDismissed() async {
        let window = Window()
        let visible = PublisherProbe(window.rxVisible)
        let dismissed = PublisherProbe(window.rxDismissed)
        window.makeKeyAndVisible()
        window.rootViewController = ViewController()
        window.rootViewController = nil
        XCTAssertEqual(visible.values, [false, true])
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(dismissed.values.count, 0)
        XCTAssertFalse(dismissed.isFinished)
    }
}
