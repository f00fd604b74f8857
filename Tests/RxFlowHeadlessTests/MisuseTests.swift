import RxFlowHeadless
import XCTest

@MainActor
final class MisuseTests: XCTestCase {
    private var window: Window!
    private var root: NavigationController!

    override func setUp() async throws {
        window = Window()
        root = NavigationController(rootViewController: ViewController())
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    func testPresentingOnAScreenThatAlreadyPresentsIsIgnored() async {
        let first = ViewController()
        let second = ViewController()
        root.present(first, animated: true)
        var completed = false
        root.topViewController!.present(second, animated: true) { completed = true }

        XCTAssertFalse(completed)
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
        XCTAssertFalse(second.isVisible)
        XCTAssertEqual(root.topViewController!.warnings.map(\.kind), [.alreadyPresenting])
        XCTAssertEqual(window.warnings.map(\.kind), [.alreadyPresenting])
    }

    func testPresentingAScreenThatIsAlreadyInAHierarchyIsIgnored() async {
        let top = ViewController()
        root.pushViewController(top, animated: false)
        root.present(top, animated: true)
        root.present(root, animated: true)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(root.warnings.map(\.kind), [.alreadyInHierarchy, .alreadyInHierarchy])
    }

    func testPushingAScreenAlreadyInAStackIsIgnored() async {
        let pushed = ViewController()
        root.pushViewController(pushed, animated: true)
        root.pushViewController(pushed, animated: true)
        XCTAssertEqual(root.viewControllers.count, 2)

        let other = NavigationController()
        other.pushViewController(pushed, animated: true)
        XCTAssertTrue(pushed.parent === root)
        XCTAssertTrue(other.viewControllers.isEmpty)

        root.pushViewController(NavigationController(), animated: true)
        XCTAssertEqual(root.viewControllers.count, 2)
        XCTAssertEqual(root.warnings.map(\.kind), [.alreadyInStack, .unsupported])
        XCTAssertEqual(other.warnings.map(\.kind), [.alreadyInHierarchy])
    }

    func testPoppingTheRootIsIgnored() async {
        let rootScreen = root.topViewController!
        XCTAssertNil(root.popViewController(animated: true))
        XCTAssertTrue(root.topViewController === rootScreen)
        XCTAssertTrue(rootScreen.isVisible)
        XCTAssertNil(NavigationController().popViewController(animated: true))
        XCTAssertEqual(root.warnings.map(\.kind), [.cannotPopRoot])
        XCTAssertNil(root.popToViewController(ViewController(), animated: true))
        XCTAssertEqual(root.warnings.map(\.kind), [.cannotPopRoot, .notInStack])
    }

    func testDismissingWhatIsNotPresentedIsIgnored() async {
        var completed = false
        root.topViewController!.dismiss(animated: true) { completed = true }
        XCTAssertFalse(completed)
        XCTAssertTrue(root.isVisible)
        XCTAssertEqual(window.warnings.map(\.kind), [.nothingToDismiss])
        XCTAssertTrue(window.warnings[0].message.contains("neither presents nor is presented"))
    }

    func testInvalidTabSelectionsAreIgnored() async {
        let tabs = TabBarController()
        let first = ViewController()
        tabs.setViewControllers([first, ViewController()], animated: false)
        tabs.selectedIndex = 5
        tabs.selectedViewController = ViewController()
        XCTAssertTrue(tabs.selectedViewController === first)
        XCTAssertEqual(tabs.warnings.map(\.kind), [.invalidSelection, .invalidSelection])
    }

    func testInvalidScreenListsAreIgnored() async {
        let screen = ViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([screen, screen], animated: false)
        XCTAssertTrue(tabs.viewControllers.isEmpty)

        let split = SplitViewController()
        split.viewControllers = [ViewController(), ViewController(), ViewController()]
        split.viewControllers = [root]
        XCTAssertTrue(split.viewControllers.isEmpty)
        XCTAssertEqual(tabs.warnings.map(\.kind), [.duplicateViewController])
        XCTAssertEqual(split.warnings.map(\.kind), [.unsupported, .alreadyInHierarchy])
    }

    func testAScreenCannotBeTheRootOfTwoWindows() async {
        let other = Window()
        other.rootViewController = root
        XCTAssertNil(other.rootViewController)
        XCTAssertTrue(window.rootViewController === root)
        XCTAssertEqual(other.warnings.map(\.kind), [.alreadyInHierarchy])
    }

    func testWarningsReadLikeUIKitLogs() async {
        let first = ViewController()
        first.title = "First"
        root.present(first, animated: true)
        root.present(ViewController(), animated: true)
        XCTAssertEqual(
            window.warnings.first?.description,
            "[RxFlowHeadless] Attempt to present ViewController on NavigationController, which is already presenting "
                + "ViewController \"First\"; ignored.")
    }
}
