import RxFlowHeadless
import Testing

@MainActor
struct NavigationControllerTests {
    @Test func theStackAccessors() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        #expect(navigation.topViewController === root)
        #expect(root.navigationController === navigation)
        #expect(navigation.navigationController == nil)

        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: true)
        expectSameScreens(navigation.viewControllers, [root, pushed])
        expectSameScreens(navigation.children, [root, pushed])
        #expect(navigation.visibleViewController === pushed)
        #expect(navigation.popViewController(animated: true) === pushed)
        #expect(pushed.parent == nil)
        #expect(pushed.navigationController == nil)
    }

    @Test func theVisibleViewControllerIsWhatIsPresentedOverTheStack() {
        let navigation = NavigationController(rootViewController: ViewController())
        let modal = ViewController()
        navigation.topViewController!.present(modal, animated: true)
        #expect(navigation.visibleViewController === modal)
        #expect(navigation.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation)
    }

    @Test func childrenOfAPresentedContainerSeeItsPresenter() {
        let presenter = ViewController()
        let screen = ViewController()
        let navigation = NavigationController(rootViewController: screen)
        presenter.present(navigation, animated: false)
        #expect(screen.presentingViewController === presenter)
        #expect(presenter.presentedViewController === navigation)
    }

    @Test func settingViewControllersKeepsTheScreensThatStay() {
        let window = Window()
        let log = EventLog()
        let kept = RecordingViewController("Kept", log: log)
        let leaving = RecordingViewController("Leaving", log: log)
        let navigation = NavigationController()
        navigation.viewControllers = [kept, leaving]
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.drain()

        let arriving = RecordingViewController("Arriving", log: log)
        navigation.setViewControllers([arriving, kept], animated: true)
        #expect(
            log.drain() == [
                "Leaving.willMove(nil)", "Arriving.willMove(parent)",
                "Leaving.willDisappear", "Kept.willAppear", "Leaving.didDisappear", "Kept.didAppear",
                "Leaving.didMove(nil)", "Arriving.didMove(parent)",
            ])
        expectSameScreens(navigation.viewControllers, [arriving, kept])
    }
}
