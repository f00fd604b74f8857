import RxFlow
import Testing

/// `PresentationLifecycle` fed the callbacks UIKit sends in each navigation case RxFlow users
/// rely on, in UIKit's order.
///
/// What Apple documents, and these scripts follow: each screen gets `viewWillAppear` before
/// `viewDidAppear` and `viewWillDisappear` before `viewDidDisappear`; `addChild(_:)` calls
/// `willMove(toParent:)` before the child is added, and the container calls
/// `didMove(toParent:)` once its transition is complete; a removed child gets
/// `willMove(toParent: nil)` first and `didMove(toParent: nil)` from `removeFromParent()`, even
/// if it never appeared; `isMovingFromParent` and `isBeingDismissed` are only true inside the
/// screen's own disappearance callbacks. How the callbacks of *different* screens interleave is
/// not documented: where it matters, a test runs every order.
///
/// `RxFlowUIKitTests` checks the adapter's side (which screens are leaving, which hidden
/// screens its walk reaches) and, on iOS, the same cases with real UIKit.
@MainActor
struct UIKitEventSequenceTests {
    /// `root` in a navigation controller, on screen.
    private func navigationWithRoot(_ screens: UIKitScreens) {
        screens.play([.willMove("root", toParent: true), .viewWillAppear("root"), .viewDidAppear("root")])
        screens.play([.didMove("root", toParent: true)])
        screens.clearEvents()
    }

    @Test func pushHidesTheCoveredScreenAndShowsThePushedOne() {
        let screens = UIKitScreens("root", "pushed")
        navigationWithRoot(screens)

        // pushViewController(pushed, animated:)
        screens.play([
            .willMove("pushed", toParent: true), .viewWillDisappear("root"), .viewWillAppear("pushed"),
            .viewDidDisappear("root", .covered), .viewDidAppear("pushed"), .didMove("pushed", toParent: true),
        ])

        #expect(screens.events(of: "root") == ["hidden"])
        #expect(screens.events(of: "pushed") == ["visible"])
    }

    /// `root` covered by `pushed`, both in a navigation controller.
    private func navigationWithPushedScreen(_ screens: UIKitScreens) {
        navigationWithRoot(screens)
        screens.play([
            .willMove("pushed", toParent: true), .viewWillDisappear("root"), .viewWillAppear("pushed"),
            .viewDidDisappear("root", .covered), .viewDidAppear("pushed"), .didMove("pushed", toParent: true),
        ])
        screens.clearEvents()
    }

    /// UIKit sends the popped screen `didMove(toParent: nil)` once the transition is complete,
    /// so after its `viewDidDisappear`; the other order is run too, in case a transition without
    /// animation reports it first.
    @Test(arguments: [true, false])
    func popDismissesThePoppedScreenOnceAndShowsTheOneBelow(disappearsFirst: Bool) {
        let screens = UIKitScreens("root", "pushed")
        navigationWithPushedScreen(screens)

        // popViewController(animated:): the popped screen disappears with isMovingFromParent,
        // and removeFromParent() sends it didMove(toParent: nil): one dismissal.
        screens.play([.willMove("pushed", toParent: false), .viewWillDisappear("pushed"), .viewWillAppear("root")])
        let popped: [UIKitCallback] = [
            .viewDidDisappear("pushed", .movingFromParent), .didMove("pushed", toParent: false),
        ]
        screens.play(disappearsFirst ? popped : popped.reversed())
        screens.play([.viewDidAppear("root")])

        #expect(screens.events(of: "pushed") == ["hidden", "dismissed"])
        #expect(screens.events(of: "root") == ["visible"])
    }

    @Test func aCancelledInteractivePopDismissesNothing() {
        let screens = UIKitScreens("root", "pushed")
        navigationWithPushedScreen(screens)

        // The user swipes from the edge (the pop starts), then lets go before the middle: the
        // screen below disappears again, the top one reappears and moves back to its parent.
        screens.play([
            .willMove("pushed", toParent: false), .viewWillDisappear("pushed"), .viewWillAppear("root"),
            .viewWillDisappear("root"), .viewDidDisappear("root", .covered), .viewWillAppear("pushed"),
            .viewDidAppear("pushed"), .didMove("pushed", toParent: true),
        ])

        #expect(screens.events(of: "pushed") == [])
        #expect(screens.events(of: "root") == [])
        #expect(screens.isVisible("pushed"))
    }

    @Test func popToRootDismissesTheHiddenMiddleScreenThroughDidMoveAlone() {
        let screens = UIKitScreens("root", "middle", "top")
        navigationWithRoot(screens)
        // The stack grew to [root, middle, top]; middle was shown, then covered by top.
        screens.play([
            .willMove("middle", toParent: true), .viewWillDisappear("root"), .viewWillAppear("middle"),
            .viewDidDisappear("root", .covered), .viewDidAppear("middle"), .didMove("middle", toParent: true),
            .willMove("top", toParent: true), .viewWillDisappear("middle"), .viewWillAppear("top"),
            .viewDidDisappear("middle", .covered), .viewDidAppear("top"), .didMove("top", toParent: true),
        ])
        screens.clearEvents()

        // popToRootViewController(animated:): middle is not on screen, so it gets no appearance
        // callback, only willMove(toParent: nil) and didMove(toParent: nil).
        screens.play([
            .willMove("middle", toParent: false), .willMove("top", toParent: false), .viewWillDisappear("top"),
            .viewWillAppear("root"), .viewDidDisappear("top", .movingFromParent), .viewDidAppear("root"),
            .didMove("middle", toParent: false), .didMove("top", toParent: false),
        ])

        #expect(screens.events(of: "middle") == ["dismissed"])
        #expect(screens.events(of: "top") == ["hidden", "dismissed"])
        #expect(screens.events(of: "root") == ["visible"])
    }

    @Test func setViewControllersDismissesEveryReplacedScreenOnceShownOrNot() {
        let screens = UIKitScreens("neverShown", "top", "newcomer")
        // setViewControllers([neverShown, top]): only the top one appears.
        screens.play([
            .willMove("neverShown", toParent: true), .willMove("top", toParent: true), .viewWillAppear("top"),
            .viewDidAppear("top"), .didMove("neverShown", toParent: true), .didMove("top", toParent: true),
        ])
        screens.clearEvents()

        // setViewControllers([newcomer], animated:)
        screens.play([
            .willMove("newcomer", toParent: true), .willMove("neverShown", toParent: false),
            .willMove("top", toParent: false), .viewWillDisappear("top"), .viewWillAppear("newcomer"),
            .viewDidDisappear("top", .movingFromParent), .viewDidAppear("newcomer"),
            .didMove("neverShown", toParent: false), .didMove("top", toParent: false),
            .didMove("newcomer", toParent: true),
        ])

        #expect(screens.events(of: "neverShown") == ["dismissed"])
        #expect(screens.events(of: "top") == ["hidden", "dismissed"])
        #expect(screens.events(of: "newcomer") == ["visible"])
    }

    /// Whether the presenter's did-callback comes before the presented screen's: undocumented.
    @Test(arguments: [true, false])
    func aFullScreenModalHidesItsPresenterUntilItIsDismissed(presenterFirst: Bool) {
        let screens = UIKitScreens("presenter", "modal")
        screens.play([.viewWillAppear("presenter"), .viewDidAppear("presenter")])
        screens.clearEvents()

        // present(modal, animated:) with modalPresentationStyle = .fullScreen
        screens.play([.viewWillDisappear("presenter"), .viewWillAppear("modal")])
        let presented: [UIKitCallback] = [.viewDidDisappear("presenter", .covered), .viewDidAppear("modal")]
        screens.play(presenterFirst ? presented : presented.reversed())
        #expect(!screens.isVisible("presenter"))
        #expect(screens.isVisible("modal"))

        // dismiss(animated:): the modal disappears with isBeingDismissed.
        screens.play([.viewWillDisappear("modal"), .viewWillAppear("presenter")])
        let dismissed: [UIKitCallback] = [.viewDidAppear("presenter"), .viewDidDisappear("modal", .beingDismissed)]
        screens.play(presenterFirst ? dismissed : dismissed.reversed())

        #expect(screens.events(of: "presenter") == ["hidden", "visible"])
        #expect(screens.events(of: "modal") == ["visible", "hidden", "dismissed"])
    }

    @Test func aPageSheetLeavesItsPresenterVisibleAndUntold() {
        let screens = UIKitScreens("presenter", "sheet")
        screens.play([.viewWillAppear("presenter"), .viewDidAppear("presenter")])
        screens.clearEvents()

        // present(sheet, animated:) with .pageSheet (or .automatic on iPhone): the presenter's
        // view stays in the window, so UIKit sends it no appearance callback either way.
        screens.play([.viewWillAppear("sheet"), .viewDidAppear("sheet")])
        screens.play([.viewWillDisappear("sheet"), .viewDidDisappear("sheet", .beingDismissed)])

        #expect(screens.events(of: "presenter") == [])
        #expect(screens.isVisible("presenter"))
        #expect(screens.events(of: "sheet") == ["visible", "hidden", "dismissed"])
    }

    /// The adapter walks the dismissed navigation controller's screens from its own
    /// `viewDidDisappear`; whether the top screen's `viewDidDisappear` comes before or after
    /// that is undocumented.
    @Test(arguments: [true, false])
    func everyScreenOfANavigationControllerInADismissedModalIsDismissedOnce(topScreenFirst: Bool) {
        let screens = UIKitScreens("presenter", "navigation", "bottom", "top")
        screens.play([.viewWillAppear("presenter"), .viewDidAppear("presenter")])
        // present(navigation) full screen, its stack [bottom, top], top pushed earlier.
        screens.play([
            .viewDidDisappear("presenter", .covered), .viewDidAppear("navigation"), .viewDidAppear("bottom"),
            .viewDidDisappear("bottom", .covered), .viewDidAppear("top"),
        ])
        screens.clearEvents()

        // presenter.dismiss(animated:): the navigation controller has isBeingDismissed; its top
        // screen disappears too (its container is leaving); bottom gets nothing from UIKit.
        screens.play([.viewWillDisappear("navigation"), .viewWillDisappear("top"), .viewWillAppear("presenter")])
        let container: [UIKitCallback] = [
            .viewDidDisappear("navigation", .beingDismissed), .heldScreenLeft("bottom"), .heldScreenLeft("top"),
        ]
        let top: [UIKitCallback] = [.viewDidDisappear("top", .containerLeaving)]
        screens.play(topScreenFirst ? top + container : container + top)
        screens.play([.viewDidAppear("presenter")])

        #expect(screens.events(of: "navigation") == ["hidden", "dismissed"])
        #expect(screens.events(of: "bottom") == ["dismissed"])
        #expect(screens.events(of: "top") == ["hidden", "dismissed"])
        #expect(screens.events(of: "presenter") == ["visible"])
    }

    @Test func everyTabOfADismissedTabBarControllerIsDismissedOnceSelectedOrNot() {
        let screens = UIKitScreens("presenter", "tabs", "selectedNavigation", "selected", "otherTab")
        screens.play([.viewWillAppear("presenter"), .viewDidAppear("presenter")])
        // present(tabs) full screen: the selected tab (a navigation controller showing
        // `selected`) appears; the other tab was never selected, so it never appeared.
        screens.play([
            .viewDidDisappear("presenter", .covered), .viewDidAppear("tabs"), .viewDidAppear("selectedNavigation"),
            .viewDidAppear("selected"),
        ])
        screens.clearEvents()

        // presenter.dismiss(animated:)
        screens.play([
            .viewWillDisappear("tabs"), .viewWillDisappear("selectedNavigation"), .viewWillDisappear("selected"),
            .viewWillAppear("presenter"), .viewDidDisappear("tabs", .beingDismissed),
            .heldScreenLeft("selectedNavigation"), .heldScreenLeft("selected"), .heldScreenLeft("otherTab"),
            .viewDidDisappear("selectedNavigation", .containerLeaving),
            .viewDidDisappear("selected", .containerLeaving), .viewDidAppear("presenter"),
        ])

        for screen in ["tabs", "selectedNavigation", "selected"] {
            #expect(screens.events(of: screen) == ["hidden", "dismissed"], "\(screen)")
        }
        #expect(screens.events(of: "otherTab") == ["dismissed"])
    }

    @Test func aCancelledInteractiveDismissalDismissesNothing() {
        let screens = UIKitScreens("presenter", "sheet")
        screens.play([.viewWillAppear("presenter"), .viewDidAppear("presenter")])
        screens.play([.viewWillAppear("sheet"), .viewDidAppear("sheet")])
        screens.clearEvents()

        // The user drags the sheet down (viewWillDisappear, isBeingDismissed true), then lets
        // it spring back: UIKit sends viewWillAppear and viewDidAppear, never viewDidDisappear.
        screens.play([.viewWillDisappear("sheet"), .viewWillAppear("sheet"), .viewDidAppear("sheet")])
        #expect(screens.events(of: "sheet") == [])
        #expect(screens.isVisible("sheet"))

        // The next drag goes through: one dismissal.
        screens.play([.viewWillDisappear("sheet"), .viewDidDisappear("sheet", .beingDismissed)])
        #expect(screens.events(of: "sheet") == ["hidden", "dismissed"])
        #expect(screens.events(of: "presenter") == [])
    }

    @Test func aContainerPresentedAgainCanDismissItsHiddenScreensAgain() {
        let screens = UIKitScreens("navigation", "bottom", "top")
        screens.play([.viewDidAppear("navigation"), .viewDidAppear("top")])
        screens.play([
            .viewDidDisappear("navigation", .beingDismissed), .heldScreenLeft("bottom"), .heldScreenLeft("top"),
            .viewDidDisappear("top", .containerLeaving),
        ])
        screens.clearEvents()

        // The same navigation controller is presented again: it appears, and the adapter tells
        // the screens it holds that they are in a hierarchy again.
        screens.play([
            .viewDidAppear("navigation"), .heldScreenEntered("bottom"), .heldScreenEntered("top"),
            .viewDidAppear("top"),
        ])
        screens.play([
            .viewDidDisappear("navigation", .beingDismissed), .heldScreenLeft("bottom"), .heldScreenLeft("top"),
            .viewDidDisappear("top", .containerLeaving),
        ])

        #expect(screens.events(of: "bottom") == ["dismissed"])
        #expect(screens.events(of: "top") == ["visible", "hidden", "dismissed"])
    }

    /// A window is not a screen: the adapter keeps a bare `PresentationState`, visible once the
    /// window is key (`UIWindow.didBecomeKeyNotification`, or `isKeyWindow` when first asked).
    @Test func aWindowMadeKeyIsVisibleAndNeverDismissed() {
        let window = PresentationState(isVisible: false)
        var visibility: [Bool] = []
        var dismissals = 0
        let watchers = [
            window.rxVisible.sink { visibility.append($0) },
            window.rxDismissed.sink { dismissals += 1 },
        ]

        window.setVisible(true)  // makeKeyAndVisible(): didBecomeKeyNotification
        window.setVisible(true)  // made key again after another window was: no new value

        #expect(visibility == [false, true])
        #expect(dismissals == 0)
        #expect(watchers.count == 2)
    }
}
