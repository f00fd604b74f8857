import RxFlow
import RxFlowHeadless
import XCTest

@MainActor
final class MemoryTests: XCTestCase {
    func testPoppedScreensAreReleased() async {
        let window = Window()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        weak var popped: ViewController?
        weak var poppedToRoot: ViewController?
        do {
            let screen = ViewController()
            popped = screen
            navigation.pushViewController(screen, animated: true)
            let probe = PublisherProbe(screen.rxVisible)
            XCTAssertEqual(probe.values, [true])
        }
        navigation.popViewController(animated: true)
        XCTAssertNil(popped)

        do {
            let screen = ViewController()
            poppedToRoot = screen
            navigation.pushViewController(screen, animated: true)
            navigation.pushViewController(ViewController(), animated: true)
        }
        navigation.popToRootViewController(animated: true)
        XCTAssertNil(poppedToRoot)
    }

    func testReplacedScreensAreReleased() async {
        let window = Window()
        let tabs = TabBarController()
        weak var replacedTab: ViewController?
        weak var replacedInStack: ViewController?
        weak var replacedDetail: ViewController?
        let navigation = NavigationController()
        let split = SplitViewController()
        do {
            let tab = ViewController()
            replacedTab = tab
            tabs.setViewControllers([tab, navigation, split], animated: false)
            let screen = ViewController()
            replacedInStack = screen
            navigation.setViewControllers([screen], animated: false)
            let detail = ViewController()
            replacedDetail = detail
            split.viewControllers = [ViewController(), detail]
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        tabs.setViewControllers([navigation, split], animated: false)
        navigation.setViewControllers([ViewController()], animated: false)
        split.showDetailViewController(ViewController(), sender: nil)
        XCTAssertNil(replacedTab)
        XCTAssertNil(replacedInStack)
        XCTAssertNil(replacedDetail)
    }

    func testDismissedScreensAreReleased() async {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        weak var presented: NavigationController?
        weak var inside: ViewController?
        weak var above: ViewController?
        do {
            let screen = ViewController()
            inside = screen
            let navigation = NavigationController(rootViewController: screen)
            presented = navigation
            root.present(navigation, animated: true)
            let top = ViewController()
            above = top
            screen.present(top, animated: true)
            let probes = (PublisherProbe(top.rxDismissed), PublisherProbe(navigation.rxVisible))
            _ = probes
        }
        XCTAssertNotNil(presented)
        root.dismiss(animated: true)
        XCTAssertNil(presented)
        XCTAssertNil(inside)
        XCTAssertNil(above)
    }

    func testRemovedChildrenAndOldWindowRootsAreReleased() async {
        let window = Window()
        let container = ViewController()
        weak var child: ViewController?
        weak var oldRoot: ViewController?
        do {
            let screen = ViewController()
            child = screen
            container.addChild(screen)
            let root = ViewController()
            oldRoot = root
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        child?.removeFromParent()
        XCTAssertNil(child)
        window.rootViewController = container
        XCTAssertNil(oldRoot)
    }

    func testNoLinkKeepsAParentAPresenterOrAWindowAlive() async {
        weak var window: Window?
        weak var navigation: NavigationController?
        weak var presenter: ViewController?
        let child = ViewController()
        let modal = ViewController()
        do {
            let strongWindow = Window()
            window = strongWindow
            let strongNavigation = NavigationController(rootViewController: child)
            navigation = strongNavigation
            let strongPresenter = ViewController()
            presenter = strongPresenter
            strongWindow.rootViewController = strongPresenter
            strongWindow.makeKeyAndVisible()
            strongPresenter.present(modal, animated: false)
            XCTAssertTrue(modal.isVisible)
        }
        XCTAssertNil(window)
        XCTAssertNil(navigation)
        XCTAssertNil(presenter)
        XCTAssertNil(child.parent)
        XCTAssertNil(modal.presentingViewController)
        XCTAssertFalse(modal.isVisible, "a released window takes its screens off screen")
    }
}
