import RxFlowHeadless
import XCTest

@MainActor
final class NavigationControllerTests: XCTestCase {
    func testTheStackAccessors() async {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertNil(navigation.navigationController)

        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: true)
        assertSameScreens(navigation.viewControllers, [root, pushed])
        assertSameScreens(navigation.children, [root, pushed])
        XCTAssertTrue(navigation.visibleViewController === pushed)
        XCTAssertTrue(navigation.popViewController(animated: true) === pushed)
        XCTAssertNil(pushed.parent)
        XCTAssertNil(pushed.navigationController)
    }

    func testTheVisibleViewControllerIsWhatIsPresentedOverTheStack() async {
        let navigation = NavigationController(rootViewController: ViewController())
        let modal = ViewController()
        navigation.topViewController!.present(modal, animated: true)
        XCTAssertTrue(navigation.visibleViewController === modal)
        XCTAssertTrue(navigation.presentedViewController === modal)
        XCTAssertTrue(modal.presentingViewController === navigation)
    }

    func testChildrenOfAPresentedContainerSeeItsPresenter() async {
        let presenter = ViewController()
        let screen = ViewController()
        let navigation = NavigationController(rootViewController: screen)
        presenter.present(navigation, animated: false)
        XCTAssertTrue(screen.presentingViewController === presenter)
        XCTAssertTrue(presenter.presentedViewController === navigation)
    }

    func testSettingViewControllersKeepsTheScreensThatStay() async {
        let window = Window()
        let log = EventLog()
        let kept = RecordingViewController("Kept", log: log)
        let leaving = RecordingViewController("Leaving", log: log)
        let navigation = NavigationController()
        navigation.viewControllers = [kept, leaving]
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = log.drain()

        let arriving = RecordingViewController("Arriving", log: log)
        navigation.setViewControllers([arriving, kept], animated: true)
        XCTAssertEqual(
            log.drain(),
            [
                "Leaving.willMove(nil)", "Arriving.willMove(parent)",
                "Leaving.willDisappear", "Kept.willAppear", "Leaving.didDisappear", "Kept.didAppear",
                "Leaving.didMove(nil)", "Arriving.didMove(parent)",
            ])
        assertSameScreens(navigation.viewControllers, [arriving, kept])
    }
}
