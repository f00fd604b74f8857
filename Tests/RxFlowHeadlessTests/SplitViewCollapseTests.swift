import Logging
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// A collapsed split view (an iPhone) shows its secondary screen pushed on the primary
/// navigation stack, as UIKit does; an expanded one (an iPad) shows both columns.
@MainActor
struct SplitViewCollapseTests {
    /// The window's log: the misuses its screens receive.
    let logs = LogCapture()
    let window: Window
    let list = ViewController()
    let primary: NavigationController
    let split = SplitViewController()

    init() {
        window = Window(logger: logs.logger)
        list.title = "List"
        primary = NavigationController(rootViewController: list)
        split.viewControllers = [primary]
        window.rootViewController = split
        window.makeKeyAndVisible()
    }

    private func detail(_ title: String) -> ViewController {
        let screen = ViewController()
        screen.title = title
        return screen
    }

    @Test func anExpandedSplitShowsBothColumnsAndIsNotCollapsedByDefault() {
        let login = detail("Login")
        split.showDetailViewController(login, sender: nil)
        #expect(!split.isCollapsed)
        #expect([list.isVisible, login.isVisible] == [true, true])
    }

    @Test func collapsingPushesTheSecondaryOnThePrimaryStackWithoutDismissingIt() {
        let login = detail("Login")
        split.showDetailViewController(login, sender: nil)
        let dismissals = DismissalCounter(login)

        split.isCollapsed = true
        expectSameScreens(split.viewControllers, [primary])
        expectSameScreens(primary.viewControllers, [list, login])
        #expect(login.navigationController === primary)
        #expect(login.splitViewController === split)
        #expect([list.isVisible, login.isVisible] == [false, true])
        #expect(dismissals.count == 0)
        #expect(
            window.render() == """
                Window (key)
                - SplitViewController [visible] {collapsed}
                  - NavigationController (primary) [visible]
                    - ViewController "List"
                    - ViewController "Login" (top) [visible]
                """)

        split.isCollapsed = false
        expectSameScreens(split.viewControllers, [primary, login])
        expectSameScreens(primary.viewControllers, [list])
        #expect([list.isVisible, login.isVisible] == [true, true])
        #expect(dismissals.count == 0)
        #expect(window.warnings.isEmpty)
    }

    @Test func collapsedShowDetailPushesInPlaceOfThePreviousSecondary() {
        split.isCollapsed = true
        let login = detail("Login")
        split.showDetailViewController(login, sender: nil)
        expectSameScreens(primary.viewControllers, [list, login])
        let dismissals = DismissalCounter(login)

        let apiKey = detail("API key")
        split.showDetailViewController(apiKey, sender: nil)
        expectSameScreens(primary.viewControllers, [list, apiKey])
        #expect(dismissals.count == 1)
        #expect(apiKey.isVisible)

        split.isCollapsed = false
        expectSameScreens(split.viewControllers, [primary, apiKey])
    }

    @Test func aSecondaryPoppedWhileCollapsedIsGoneWhenExpanding() {
        split.isCollapsed = true
        let login = detail("Login")
        split.showDetailViewController(login, sender: nil)
        let dismissals = DismissalCounter(login)
        primary.popViewController(animated: true)  // the back button
        #expect(dismissals.count == 1)
        #expect(list.isVisible)

        split.isCollapsed = false
        expectSameScreens(split.viewControllers, [primary])
        #expect(list.isVisible)
    }

    @Test func screensPushedAboveTheSecondaryArePoppedWhenExpanding() {
        let login = detail("Login")
        split.showDetailViewController(login, sender: nil)
        split.isCollapsed = true
        let above = detail("Above")
        primary.pushViewController(above, animated: true)
        let dismissals = DismissalCounter(above)

        split.isCollapsed = false
        expectSameScreens(split.viewControllers, [primary, login])
        expectSameScreens(primary.viewControllers, [list])
        #expect(dismissals.count == 1)
    }

    @Test func aSecondaryThatCannotBePushedIsHiddenWhileCollapsed() {
        let secondary = NavigationController(rootViewController: detail("Detail"))
        split.viewControllers = [primary, secondary]
        split.isCollapsed = true
        expectSameScreens(split.viewControllers, [primary])
        #expect([list.isVisible, secondary.isVisible] == [true, false])

        split.isCollapsed = false
        #expect([list.isVisible, secondary.isVisible] == [true, true])
    }

    @Test func settingTheColumnsWhileCollapsedPushesTheNewSecondary() {
        let login = detail("Login")
        split.showDetailViewController(login, sender: nil)
        split.isCollapsed = true
        let loginDismissals = DismissalCounter(login)

        let apiKey = detail("API key")
        split.viewControllers = [primary, apiKey]
        expectSameScreens(primary.viewControllers, [list, apiKey])
        #expect(loginDismissals.count == 1)
        #expect(apiKey.isVisible)

        split.viewControllers = [primary, apiKey, detail("Third")]  // ignored: still collapsed as it was
        expectSameScreens(primary.viewControllers, [list, apiKey])
        #expect(split.warnings.map(\.kind) == [.unsupported])
        #expect(logs.messages(at: .error) == split.warnings.map(\.message))
    }

    @Test func aCollapsedContributionKeepsNavigating() {
        let flow = SplitFlow(split: split)
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: SplitStep.showDetail))
        withExtendedLifetime(coordinator) {
            split.isCollapsed = true
            flow.detailModel.steps.accept(SplitStep.pushMore)
            #expect(primary.viewControllers.map(\.title) == ["List", "Detail", "More"])
        }
    }
}

private enum SplitStep: Step {
    case showDetail, pushMore
}

private final class SplitModel: Stepper {
    let steps = PublishRelay<any Step>()
}

private final class SplitFlow: Flow {
    let split: SplitViewController
    let detailModel = SplitModel()
    var root: any Presentable { split }

    init(split: SplitViewController) {
        self.split = split
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? SplitStep {
        case .showDetail:
            let detail = ViewController()
            detail.title = "Detail"
            split.showDetailViewController(detail, sender: nil)
            return .one(flowContributor: .contribute(withNextPresentable: detail, withNextStepper: detailModel))
        case .pushMore:
            let more = ViewController()
            more.title = "More"
            split.viewControllers.first.flatMap { $0 as? NavigationController }?.pushViewController(
                more, animated: true)
            return .none
        case nil:
            return .none
        }
    }
}
