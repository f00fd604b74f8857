import RxFlow
import RxFlowHeadless
import XCTest

@MainActor
final class SplitViewControllerTests: XCTestCase {
    func testShowDetailReplacesAndDismissesTheSecondaryColumn() async {
        let window = Window()
        let primary = NavigationController(rootViewController: ViewController())
        let split = SplitViewController()
        split.viewControllers = [primary]
        window.rootViewController = split
        window.makeKeyAndVisible()

        let firstDetail = ViewController()
        split.showDetailViewController(firstDetail, sender: nil)
        assertSameScreens(split.viewControllers, [primary, firstDetail])
        XCTAssertTrue(firstDetail.isVisible)
        XCTAssertTrue(firstDetail.splitViewController === split)
        let dismissed = PublisherProbe(firstDetail.rxDismissed)

        let secondDetail = ViewController()
        split.showDetailViewController(secondDetail, sender: self)
        assertSameScreens(split.viewControllers, [primary, secondDetail])
        XCTAssertEqual(dismissed.values.count, 1)
        XCTAssertFalse(firstDetail.isVisible)
        XCTAssertTrue(primary.isVisible)
        XCTAssertTrue(secondDetail.isVisible)
    }

    func testShowDetailWithoutColumnsMakesThePrimaryColumn() async {
        let split = SplitViewController()
        let screen = ViewController()
        split.showDetailViewController(screen, sender: nil)
        assertSameScreens(split.viewControllers, [screen])
    }
}
