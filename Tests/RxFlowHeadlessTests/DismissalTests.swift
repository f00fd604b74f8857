import RxFlow
import RxFlowHeadless
import Testing

@MainActor
struct DismissalTests {
    private func makeStack(_ count: Int) -> (Window, NavigationController, [ViewController]) {
        let window = Window()
        let screens = (0..<count).map { _ in ViewController() }
        let navigation = NavigationController()
        navigation.setViewControllers(screens, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, screens)
    }

    @Test func aPoppedScreenIsDismissedOnceAndACoveredOneIsNot() {
        let (window, navigation, screens) = makeStack(2)
        let covered = PublisherProbe(screens[0].rxDismissed)
        let popped = PublisherProbe(screens[1].rxDismissed)
        let poppedCount = DismissalCounter(screens[1])

        navigation.pushViewController(ViewController(), animated: true)
        navigation.popViewController(animated: true)
        navigation.popViewController(animated: true)

        #expect(covered.values.count == 0)
        #expect(popped.values.count == 1)
        #expect(popped.isFinished)
        #expect(poppedCount.count == 1)
        #expect(navigation.window === window)
    }

    @Test func poppingToRootOrToAScreenDismissesEveryScreenAbove() {
        let (window, navigation, screens) = makeStack(4)
        let probes = screens.map { PublisherProbe($0.rxDismissed) }
        let counters = screens.map(DismissalCounter.init)

        expectSameScreens(navigation.popToViewController(screens[1], animated: true), [screens[2], screens[3]])
        #expect(probes.map(\.values.count) == [0, 0, 1, 1])

        expectSameScreens(navigation.popToRootViewController(animated: true), [screens[1]])
        #expect(probes.map(\.values.count) == [0, 1, 1, 1])
        #expect(counters.map(\.count) == [0, 1, 1, 1])
        expectSameScreens(navigation.viewControllers, [screens[0]])
        #expect(navigation.window === window)
    }

    @Test func replacingTheStackDismissesOnlyTheScreensThatLeave() {
        let (window, navigation, screens) = makeStack(2)
        let probes = screens.map { PublisherProbe($0.rxDismissed) }
        let newcomer = ViewController()

        navigation.setViewControllers([screens[0], newcomer], animated: false)
        #expect(probes.map(\.values.count) == [0, 1])
        #expect(newcomer.isVisible)
        #expect(newcomer.parent === navigation)
        #expect(screens[1].parent == nil)
        #expect(navigation.window === window)
    }

    @Test func removeFromParentDismisses() {
        let container = ViewController()
        let child = ViewController()
        container.addChild(child)
        let probe = PublisherProbe(child.rxDismissed)

        child.removeFromParent()
        child.removeFromParent()
        #expect(probe.values.count == 1)
        #expect(container.children.isEmpty)
    }

    @Test func dismissingANavigationControllerDismissesEveryScreenItHolds() {
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
        let counters = [modal, bottom, top].map(DismissalCounter.init)
        let presenterProbe = PublisherProbe(root.rxDismissed)

        top.dismiss(animated: true)
        #expect(probes.map(\.values.count) == [1, 1, 1])
        #expect(counters.map(\.count) == [1, 1, 1])
        #expect(presenterProbe.values.count == 0)
        #expect(root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
    }

    @Test func dismissingFromThePresenterDismissesTheWholePresentedChain() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let first = ViewController()
        let second = ViewController()
        root.present(first, animated: true)
        first.present(second, animated: true)
        #expect(second.presentingViewController === first)
        let probes = [first, second].map { PublisherProbe($0.rxDismissed) }
        let counters = [first, second].map(DismissalCounter.init)

        root.dismiss(animated: true)
        #expect(probes.map(\.values.count) == [1, 1])
        #expect(counters.map(\.count) == [1, 1])
        #expect(root.isVisible)
        #expect(!second.isVisible)
        #expect(first.presentedViewController == nil)
    }

    @Test func aPresentedScreenDismissingItselfLeavesItsPresenterAlone() {
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
        #expect(probes.map(\.values.count) == [0, 1])
        #expect(first.isVisible)
    }

    @Test func aReusedScreenIsDismissedAgainForNewSubscribers() {
        let (window, navigation, screens) = makeStack(1)
        let reused = ViewController()
        let counter = DismissalCounter(reused)
        navigation.pushViewController(reused, animated: false)
        let first = PublisherProbe(reused.rxDismissed)
        navigation.popViewController(animated: false)

        navigation.pushViewController(reused, animated: false)
        let second = PublisherProbe(reused.rxDismissed)
        navigation.popToViewController(screens[0], animated: false)
        #expect(first.values.count == 1)
        #expect(second.values.count == 1)
        #expect(counter.count == 2)
        #expect(navigation.window === window)
    }

    // MARK: - Defect 9: the screens inside a removed or dismissed container

    @Test func everyScreenOfAReplacedTabIsDismissedOnce() {
        let window = Window()
        let shownStack = NavigationController(rootViewController: ViewController())
        let bottom = ViewController()
        let hiddenStack = NavigationController(rootViewController: bottom)
        let top = ViewController()
        hiddenStack.pushViewController(top, animated: false)
        let tabs = TabBarController()
        tabs.setViewControllers([shownStack, hiddenStack], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let counters = [hiddenStack, bottom, top].map(DismissalCounter.init)

        tabs.setViewControllers([shownStack], animated: false)
        #expect(counters.map(\.count) == [1, 1, 1])
        #expect(shownStack.topViewController?.isVisible == true)
        #expect(DismissalCounter(shownStack).count == 0)
    }

    @Test func everyScreenOfARemovedSelectedTabIsDismissedOnce() {
        let window = Window()
        let bottom = ViewController()
        let stack = NavigationController(rootViewController: bottom)
        let top = ViewController()
        stack.pushViewController(top, animated: false)
        let other = ViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([stack, other], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(top.isVisible)
        let counters = [stack, bottom, top].map(DismissalCounter.init)

        stack.removeFromParent()
        #expect(counters.map(\.count) == [1, 1, 1])
        #expect([stack.isVisible, bottom.isVisible, top.isVisible] == [false, false, false])
        #expect(other.isVisible)
    }

    @Test func everyScreenOfAReplacedSplitColumnIsDismissedOnce() {
        let window = Window()
        let split = SplitViewController()
        let detailRoot = ViewController()
        let detail = NavigationController(rootViewController: detailRoot)
        split.viewControllers = [ViewController(), detail]
        window.rootViewController = split
        window.makeKeyAndVisible()
        let counters = [detail, detailRoot].map(DismissalCounter.init)

        split.showDetailViewController(ViewController(), sender: nil)
        #expect(counters.map(\.count) == [1, 1])
        #expect(!detailRoot.isVisible)
    }

    @Test func everyScreenOfAContainerRemovedOutsideAnyWindowIsDismissedOnce() {
        let outer = ViewController()
        let inner = ViewController()
        let grandchild = ViewController()
        outer.addChild(inner)
        inner.addChild(grandchild)
        let counters = [inner, grandchild].map(DismissalCounter.init)

        inner.removeFromParent()
        #expect(counters.map(\.count) == [1, 1])

        // Put back and removed again: a second dismissal for each.
        outer.addChild(inner)
        inner.removeFromParent()
        #expect(counters.map(\.count) == [2, 2])
    }

    @Test func everyScreenOfADismissedTabBarControllerIsDismissedOnce() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let selected = ViewController()
        let otherRoot = ViewController()
        let other = NavigationController(rootViewController: otherRoot)
        let tabs = TabBarController()
        tabs.setViewControllers([selected, other], animated: false)
        root.present(tabs, animated: true)
        let counters = [tabs, selected, other, otherRoot].map(DismissalCounter.init)

        root.dismiss(animated: true)
        #expect(counters.map(\.count) == [1, 1, 1, 1])
        #expect(root.isVisible)
    }

    @Test func aFlowsScreensInARemovedContainerStopContributingAndAreReleased() {
        let window = Window()
        let flow = TabsFlow()
        window.rootViewController = flow.tabs
        window.makeKeyAndVisible()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TabsStep.start))
        withExtendedLifetime(coordinator) {
            weak var screen: ViewController?
            weak var model: TabsViewModel?
            var relay: PublishRelay<any Step>?
            do {
                let stack = flow.tabs.viewControllers[0] as? NavigationController
                let top = stack?.topViewController
                screen = top
                model = flow.lastModel
                relay = flow.lastModel?.steps
                #expect(top?.isVisible == true)
            }
            #expect(screen != nil)

            flow.tabs.setViewControllers([ViewController()], animated: false)
            #expect(screen == nil)
            #expect(model == nil)
            relay?.accept(TabsStep.push)  // not navigated (reported as dropped): the contribution ended
            #expect(flow.pushes == 0)
        }
    }
}

private enum TabsStep: Step {
    case start
    case push
}

private final class TabsViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}

/// A tab bar whose first tab is a stack holding a contributed screen.
private final class TabsFlow: Flow {
    let tabs = TabBarController()
    private(set) weak var lastModel: TabsViewModel?
    private(set) var pushes = 0
    var root: any Presentable { tabs }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? TabsStep {
        case .start:
            let screen = ViewController()
            let model = TabsViewModel()
            lastModel = model
            tabs.setViewControllers([NavigationController(rootViewController: screen)], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: model))
        case .push:
            pushes += 1
            return .none
        case nil:
            return .none
        }
    }
}
