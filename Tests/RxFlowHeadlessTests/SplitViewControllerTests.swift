import RxFlow
import RxFlowHeadless
import Testing

@MainActor
struct SplitViewControllerTests {
    @Test func showDetailReplacesAndDismissesTheSecondaryColumn() {
        let window = Window()
        let primary = NavigationController(rootViewController: ViewController())
        let split = SplitViewController()
        split.viewControllers = [primary]
        window.rootViewController = split
        window.makeKeyAndVisible()

        let firstDetail = ViewController()
        split.showDetailViewController(firstDetail, sender: nil)
        expectSameScreens(split.viewControllers, [primary, firstDetail])
        #expect(firstDetail.isVisible)
        #expect(firstDetail.splitViewController === split)
        let dismissed = PublisherProbe(firstDetail.rxDismissed)

        let secondDetail = ViewController()
        split.showDetailViewController(secondDetail, sender: self)
        expectSameScreens(split.viewControllers, [primary, secondDetail])
        #expect(dismissed.values.count == 1)
        #expect(!firstDetail.isVisible)
        #expect(primary.isVisible)
        #expect(secondDetail.isVisible)
    }

    @Test func showDetailWithoutColumnsMakesThePrimaryColumn() {
        let split = SplitViewController()
        let screen = ViewController()
        split.showDetailViewController(screen, sender: nil)
        expectSameScreens(split.viewControllers, [screen])
    }
}
