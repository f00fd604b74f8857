import RxFlow
import RxFlowHeadless
import Testing

@MainActor
struct VisibilityTests {
    @Test func rxVisibleEmitsTheCurrentValueThenOnlyChanges() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        let probe = PublisherProbe(root.rxVisible)
        #expect(probe.values == [false])

        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        root.title = "Renamed"
        #expect(probe.values == [false, true])

        let late = PublisherProbe(root.rxVisible)
        #expect(late.values == [true])

        window.resignKey()
        #expect(probe.values == [false, true, false])
        #expect(late.values == [true, false])
    }

    @Test func thePresentationStateIsTheScreensOwnAndFollowsItsVisibility() {
        let window = Window()
        let first = ViewController()
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        let state = first.presentationState
        #expect(state != nil)
        #expect(first.presentationState === state)
        #expect(state?.isVisible == false)

        window.makeKeyAndVisible()
        #expect(state?.isVisible == true)
        navigation.pushViewController(ViewController(), animated: false)
        #expect(state?.isVisible == false)
        #expect(window.presentationState?.isVisible == true)
        window.resignKey()
        #expect(window.presentationState?.isVisible == false)
    }

    @Test func aPushedScreenCoversTheOneBelow() {
        let window = Window()
        let first = ViewController()
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let probe = PublisherProbe(first.rxVisible)

        let second = ViewController()
        navigation.pushViewController(second, animated: true)
        #expect([navigation.isVisible, first.isVisible, second.isVisible] == [true, false, true])

        navigation.popViewController(animated: true)
        #expect(probe.values == [true, false, true])
        #expect(!second.isVisible)
    }

    @Test func aFullScreenPresentationCoversItsPresenterAndEverythingUnderIt() throws {
        let window = Window()
        let tabs = TabBarController()
        let first = ViewController()
        let navigation = NavigationController(rootViewController: first)
        tabs.setViewControllers([navigation, ViewController()], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(first.isVisible)

        let modal = NavigationController(rootViewController: ViewController())
        modal.modalPresentationStyle = .fullScreen
        first.present(modal, animated: true)
        #expect([tabs.isVisible, navigation.isVisible, first.isVisible] == [false, false, false])
        #expect(modal.isVisible)
        let modalTop = try #require(modal.topViewController)
        #expect(modalTop.isVisible)

        modalTop.dismiss(animated: true)
        #expect([tabs.isVisible, navigation.isVisible, first.isVisible] == [true, true, true])
        #expect(!modal.isVisible)
    }

    @Test func theDefaultStyleIsAutomaticAndLeavesThePresenterVisibleWithoutCallbacks() {
        final class Recording: ViewController {
            var calls: [String] = []
            override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
            override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
        }
        let window = Window()
        let root = Recording()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.calls = []

        let sheet = ViewController()
        #expect(sheet.modalPresentationStyle == .automatic)
        root.present(sheet, animated: true)
        #expect(root.isVisible)
        #expect(sheet.isVisible)
        sheet.dismiss(animated: true)
        #expect(root.isVisible)
        #expect(root.calls.isEmpty)  // as in UIKit: the presenter under a sheet hears nothing
    }

    @Test func aPageSheetLeavesItsPresenterVisible() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()

        let sheet = ViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        #expect(root.isVisible)
        #expect(sheet.isVisible)
    }

    /// Defect 8: the screens under a page sheet stayed visible (and their steps passed) when
    /// the sheet presented full screen.
    @Test func aFullScreenPresentationFromAPageSheetHidesTheSheetAndEverythingUnderIt() {
        let window = Window()
        let bottom = ViewController()
        let navigation = NavigationController(rootViewController: bottom)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let sheet = NavigationController(rootViewController: ViewController())
        sheet.modalPresentationStyle = .pageSheet
        bottom.present(sheet, animated: true)
        let underneath = PublisherProbe(bottom.rxVisible)

        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: true)
        #expect([navigation.isVisible, bottom.isVisible, sheet.isVisible] == [false, false, false])
        #expect(sheet.topViewController?.isVisible == false)
        #expect(cover.isVisible)
        #expect(underneath.values == [true, false])

        // A page sheet over the full-screen cover leaves the cover visible, and nothing else.
        let card = ViewController()
        card.modalPresentationStyle = .pageSheet
        cover.present(card, animated: true)
        #expect([bottom.isVisible, sheet.isVisible, cover.isVisible, card.isVisible] == [false, false, true, true])

        cover.dismiss(animated: true)  // dismisses the card: the cover shows alone again
        #expect([bottom.isVisible, sheet.isVisible, cover.isVisible] == [false, false, true])
        sheet.dismiss(animated: true)  // dismisses the cover: the sheet and what is under it show
        #expect([navigation.isVisible, bottom.isVisible, sheet.isVisible] == [true, true, true])
        #expect(underneath.values == [true, false, true])
    }

    /// Defect 8, through the coordinator: the stepper of a screen under the sheet is gated.
    @Test func stepsFromUnderAPageSheetAreIgnoredOnceItPresentsFullScreen() {
        let window = Window()
        let flow = TapFlow()
        window.rootViewController = flow.screen
        window.makeKeyAndVisible()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TapStep.start))
        withExtendedLifetime(coordinator) {
            let sheet = ViewController()
            sheet.modalPresentationStyle = .pageSheet
            flow.screen.present(sheet, animated: false)
            flow.tapper.tap()
            #expect(flow.taps == 1)  // a page sheet leaves the screen visible: the step passes

            let cover = ViewController()
            cover.modalPresentationStyle = .fullScreen
            sheet.present(cover, animated: false)
            flow.tapper.tap()
            #expect(flow.taps == 1)  // covered by the full-screen presentation: ignored
        }
    }

    @Test func onlyTheSelectedTabIsVisible() {
        let window = Window()
        let first = ViewController()
        let second = ViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect([first.isVisible, second.isVisible] == [true, false])

        tabs.selectedIndex = 1
        #expect([first.isVisible, second.isVisible] == [false, true])

        tabs.selectedViewController = first
        #expect([first.isVisible, second.isVisible] == [true, false])
    }

    @Test func bothSplitColumnsAreVisible() {
        let window = Window()
        let primary = NavigationController(rootViewController: ViewController())
        let secondary = ViewController()
        let split = SplitViewController()
        split.viewControllers = [primary, secondary]
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect([split.isVisible, primary.isVisible, primary.topViewController?.isVisible] == [true, true, true])
        #expect(secondary.isVisible)
    }

    @Test func aCustomContainerShowsAllItsChildren() {
        let window = Window()
        let container = ViewController()
        window.rootViewController = container
        window.makeKeyAndVisible()
        let child = ViewController()
        container.addChild(child)
        child.didMove(toParent: container)
        #expect(child.isVisible)
        #expect(child.parent === container)
    }

    @Test func replacingTheWindowRootHidesTheOldHierarchy() {
        let window = Window()
        let old = ViewController()
        window.rootViewController = old
        window.makeKeyAndVisible()
        let new = ViewController()
        window.rootViewController = new
        #expect(!old.isVisible)
        #expect(new.isVisible)
        #expect(old.window == nil)
        #expect(new.window === window)
    }

    @Test func aWindowIsAPresentableVisibleOnceKeyAndNeverDismissed() {
        let window = Window()
        let visible = PublisherProbe(window.rxVisible)
        let dismissed = PublisherProbe(window.rxDismissed)
        window.makeKeyAndVisible()
        window.rootViewController = ViewController()
        window.rootViewController = nil
        #expect(visible.values == [false, true])
        #expect(window.isKeyWindow)
        #expect(dismissed.values.count == 0)
        #expect(!dismissed.isFinished)
    }
}

/// A screen whose stepper's steps are counted.
private final class TapFlow: Flow {
    let screen = ViewController()
    let tapper = TapStepper()
    private(set) var taps = 0
    var root: any Presentable { screen }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? TapStep {
        case .start:
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: tapper))
        case .tap:
            taps += 1
            return .none
        case nil:
            return .none
        }
    }
}

private enum TapStep: Step {
    case start
    case tap
}

private final class TapStepper: Stepper {
    let steps = PublishRelay<any Step>()
    func tap() { steps.accept(TapStep.tap) }
}
