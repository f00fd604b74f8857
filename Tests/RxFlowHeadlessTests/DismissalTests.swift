import RxFlow
import RxFlowHeadless
import XCTest

@MainActor
final class DismissalTests: XCTestCase {
    private func makeStack(_ count: Int) -> (Window, NavigationController, [ViewController]) {
        let window = Window()
        let screens = (0..<count).map { _ in ViewController() }
        let navigation = NavigationController()
        navigation.setViewControllers(screens, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, screens)
    }

    func testAPoppedScreenIsDismissedOnceAndACoveredOneIsNot() async {
        let (window, navigation, screens) = makeStack(2)
        let covered = PublisherProbe(screens[0].rxDismissed)
        let popped = PublisherProbe(screens[1].rxDismissed)

        navigation.pushViewController(ViewController(), animated: true)
        navigation.popViewController(animated: true)
        navigation.popViewController(animated: true)

        XCTAssertEqual(covered.values.count, 0)
        XCTAssertEqual(popped.values.count, 1)
        XCTAssertTrue(popped.isFinished)
        XCTAssertTrue(navigation.window === window)
    }

    func testPoppingToRootOrToAScreenDismissesEveryScreenAbove() async {
        let (window, navigation, screens) = makeStack(4)
        let probes = screens.map { PublisherProbe($0.rxDismissed) }

        assertSameScreens(navigation.popToViewController(screens[1], animated: true), [screens[2], screens[3]])
        XCTAssertEqual(probes.map(\.values.count), [0, 0, 1, 1])

        assertSameScreens(navigation.popToRootViewController(animated: true), [screens[1]])
        XCTAssertEqual(probes.map(\.values.count), [0, 1, 1, 1])
        assertSameScreens(navigation.viewControllers, [screens[0]])
        XCTAssertTrue(navigation.window === window)
    }

    func testReplacingTheStackDismissesOnlyTheScreensThatLeave() async {
        let (window, navigation, screens) = makeStack(2)
        let probes = screens.map { PublisherProbe($0.rxDismissed) }
        let newcomer = ViewController()

        navigation.setViewControllers([screens[0], newcomer], animated: false)
        XCTAssertEqual(probes.map(\.values.count), [0, 1])
        XCTAssertTrue(newcomer.isVisible)
        XCTAssertTrue(newcomer.parent === navigation)
        XCTAssertNil(screens[1].parent)
        XCTAssertTrue(navigation.window === window)
    }

    func testRemoveFromParentDismisses() async {
        let container = ViewController()
        let child = ViewController()
        container.addChild(child)
        let probe = PublisherProbe(child.rxDismissed)

        child.removeFromParent()
        child.removeFromParent()
        XCTAssertEqual(probe.values.count, 1)
        XCTAssertTrue(container.children.isEmpty)
    }

    func testDismissingANavigationControllerDismissesEveryScreenItHolds() async {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let bottom = ViewController()
        let modal = NavigationController(rootViewController: bottom)
        let top = ViewController()
        modal.pushViewController(top, animated: false)
        root.present(modal, animated: true)
        let probes = [modal, bottom, top].map { PublisherProbe($0.rxDismissed) }
        let presenterProbe = PublisherProbe(root.rxDismissed)

        top.dismiss(animated: true)
        XCTAssertEqual(probes.map(\.values.count), [1, 1, 1])
        XCTAssertEqual(presenterProbe.values.count, 0)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(modal.presentingViewController)
    }

    func testDismissingFromThePresenterDismissesTheWholePresentedChain() async {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let first = ViewController()
        let second = ViewController()
        root.present(first, animated: true)
        first.present(second, animated: true)
        XCTAssertTrue(second.presentingViewController === first)
        let probes = [first, second].map { PublisherProbe($0.rxDismissed) }

        root.dismiss(animated: true)
        XCTAssertEqual(probes.map(\.values.count), [1, 1])
        XCTAssertTrue(root.isVisible)
        XCTAssertFalse(second.isVisible)
        XCTAssertNil(first.presentedViewController)
    }

    func testAPresentedScreenDismissingItselfLeavesItsPresenterAlone() async {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let first = ViewController()
        let second = ViewController()
        root.present(first, animated: true)
        first.present(second, animated: true)
        let probes = [first, second].map { PublisherProbe($0.rxDismissed) }

        second.dismiss(animated: true)  // second presents nothing: its presenter dismisses it
        XCTAssertEqual(probes.map(\.values.count), [0, 1])
        XCTAssertTrue(first.isVisible)
    }

    func testAReusedScreenIsDismissedAgainForNewSubscribers() async {
        let (window, navigation, screens) = makeStack(1)
        let reused = ViewController()
        navigation.pushViewController(reused, animated: false)
        let first = PublisherProbe(reused.rxDismissed)
        navigation.popViewController(animated: false)

        navigation.pushViewController(reused, animated: false)
        let second = PublisherProbe(reused.rxDismissed)
        navigation.popToViewController(screens[0], animated: false)
        XCTAssertEqual(first.values.count, 1)
        XCTAssertEqual(second.values.count, 1)
        XCTAssertTrue(navigation.window === window)
    }
}
