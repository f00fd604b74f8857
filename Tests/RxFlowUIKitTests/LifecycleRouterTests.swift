import Testing

@testable import RxFlowUIKit

/// What the UIKit hooks make of each navigation case: the callbacks UIKit sends (see
/// `UIKitEventSequenceTests` in RxFlowTests for the documented order), with the flags UIKit
/// sets during them, through `LifecycleRouter` into the screens' lifecycles. Flags are set
/// only during the screen's own callback, as Apple documents them: the rules must not depend
/// on reading an ancestor's flag at the right moment.
@MainActor
struct LifecycleRouterTests {
    @Test func pushHidesTheCoveredScreenAndPopDismissesThePoppedOneOnce() {
        let navigation = FakeScreen("navigation")
        let root = FakeScreen("root")
        let pushed = FakeScreen("pushed")
        navigation.addChild(root)
        root.viewDidAppear()
        root.didMove(toParent: true)

        navigation.addChild(pushed)
        root.viewDidDisappear()
        pushed.viewDidAppear()
        pushed.didMove(toParent: true)
        #expect(root.events == ["visible", "hidden"])
        #expect(pushed.events == ["visible"])

        navigation.removeChild(pushed)
        pushed.viewDidDisappear(while: \.isMovingFromParent)
        root.viewDidAppear()
        pushed.didMove(toParent: false)
        #expect(pushed.events == ["visible", "hidden", "dismissed"])
        #expect(root.events == ["visible", "hidden", "visible"])
    }

    @Test func aHiddenScreenRemovedFromItsNavigationControllerIsDismissedOnce() {
        // popToRootViewController, or setViewControllers without it: no appearance callback.
        let navigation = FakeScreen("navigation")
        let middle = FakeScreen("middle")
        navigation.addChild(middle)
        middle.didMove(toParent: true)

        navigation.removeChild(middle)
        middle.didMove(toParent: false)
        #expect(middle.events == ["dismissed"])
    }

    @Test func aPageSheetIsDismissedAndItsPresenterToldNothing() {
        let presenter = FakeScreen("presenter")
        let sheet = FakeScreen("sheet")
        presenter.viewDidAppear()
        presenter.present(sheet)
        sheet.viewDidAppear()

        sheet.viewDidDisappear(while: \.isBeingDismissed)
        presenter.dismissPresented()
        #expect(sheet.events == ["visible", "hidden", "dismissed"])
        #expect(presenter.events == ["visible"])
    }

    /// Whether the top screen disappears before or after its navigation controller is not
    /// documented: both orders give one dismissal each.
    @Test(arguments: [true, false])
    func everyScreenOfADismissedModalNavigationControllerIsDismissedOnce(topFirst: Bool) {
        let presenter = FakeScreen("presenter")
        let navigation = FakeScreen("navigation", tracked: false)  // nobody watches the container
        let bottom = FakeScreen("bottom")
        let top = FakeScreen("top")
        navigation.addChild(bottom)
        navigation.addChild(top)
        presenter.present(navigation)
        for screen in [bottom, top] { screen.viewDidAppear() }
        bottom.viewDidDisappear()
        for screen in [presenter, bottom, top] { screen.forgetEvents() }

        if topFirst {
            top.viewDidDisappear()  // its container's flag is not set during its own callback
            navigation.viewDidDisappear(while: \.isBeingDismissed)
        } else {
            navigation.viewDidDisappear(while: \.isBeingDismissed)
            top.viewDidDisappear()
        }
        presenter.dismissPresented()

        #expect(bottom.events == ["dismissed"])
        #expect(top.events == ["hidden", "dismissed"])
        #expect(presenter.events == [])
    }

    @Test func everyTabOfADismissedTabBarControllerIsDismissedOnce() {
        let presenter = FakeScreen("presenter")
        let tabs = FakeScreen("tabs")
        let selectedNavigation = FakeScreen("selectedNavigation")
        let selected = FakeScreen("selected")
        let otherNavigation = FakeScreen("otherNavigation")
        let otherRoot = FakeScreen("otherRoot")
        tabs.addChild(selectedNavigation)
        tabs.addChild(otherNavigation)
        selectedNavigation.addChild(selected)
        otherNavigation.addChild(otherRoot)
        presenter.present(tabs)
        for screen in [tabs, selectedNavigation, selected] { screen.viewDidAppear() }

        tabs.viewDidDisappear(while: \.isBeingDismissed)
        selectedNavigation.viewDidDisappear()
        selected.viewDidDisappear()

        for screen in [tabs, selectedNavigation, selected] {
            #expect(screen.events == ["visible", "hidden", "dismissed"], "\(screen.name)")
        }
        #expect(otherNavigation.events == ["dismissed"])
        #expect(otherRoot.events == ["dismissed"])
    }

    @Test func aTabRemovedFromItsTabBarControllerTakesItsScreensWithIt() {
        let tabs = FakeScreen("tabs")
        let navigation = FakeScreen("navigation")
        let hidden = FakeScreen("hidden")
        tabs.addChild(navigation)
        navigation.addChild(hidden)

        tabs.removeChild(navigation)
        navigation.didMove(toParent: false)
        #expect(navigation.events == ["dismissed"])
        #expect(hidden.events == ["dismissed"])
    }

    @Test func aModalPresentedFromAScreenBeingDismissedIsDismissedToo() {
        let first = FakeScreen("first")
        let second = FakeScreen("second")
        let third = FakeScreen("third")
        first.present(second)
        second.present(third)
        third.viewDidAppear()

        // first.dismiss(animated:) dismisses second and what it presents; third's callback
        // runs while second is being dismissed.
        second.isBeingDismissed = true
        third.viewDidDisappear()
        second.viewDidDisappear()
        second.isBeingDismissed = false
        #expect(third.events == ["visible", "hidden", "dismissed"])
        #expect(second.events == ["dismissed"])
    }

    @Test func aCancelledInteractiveDismissalDismissesNothing() {
        let presenter = FakeScreen("presenter")
        let sheet = FakeScreen("sheet")
        let child = FakeScreen("child")
        sheet.addChild(child)
        presenter.present(sheet)
        sheet.viewDidAppear()
        child.viewDidAppear()

        // viewWillDisappear (not hooked), then the sheet springs back.
        sheet.viewDidAppear()
        child.viewDidAppear()
        #expect(sheet.events == ["visible"])
        #expect(child.events == ["visible"])
    }

    @Test func aContainerShownAgainCanDismissItsHiddenScreensAgain() {
        let presenter = FakeScreen("presenter")
        let navigation = FakeScreen("navigation")
        let bottom = FakeScreen("bottom")
        navigation.addChild(bottom)
        for _ in 0..<2 {
            presenter.present(navigation)
            navigation.viewDidAppear()
            navigation.viewDidDisappear(while: \.isBeingDismissed)
            presenter.dismissPresented()
            bottom.forgetEvents()
            navigation.forgetEvents()
        }
        presenter.present(navigation)
        navigation.viewDidAppear()
        navigation.viewDidDisappear(while: \.isBeingDismissed)
        #expect(bottom.events == ["dismissed"])
        #expect(navigation.events == ["visible", "hidden", "dismissed"])
    }

    @Test func aContainerAddedToAParentAgainCanDismissItsHiddenScreensAgain() {
        let tabs = FakeScreen("tabs")
        let navigation = FakeScreen("navigation")
        let hidden = FakeScreen("hidden")
        navigation.addChild(hidden)
        var dismissals = 0
        for _ in 0..<2 {
            tabs.addChild(navigation)
            navigation.didMove(toParent: true)
            tabs.removeChild(navigation)
            navigation.didMove(toParent: false)
            dismissals += hidden.events.filter { $0 == "dismissed" }.count
            hidden.forgetEvents()
        }
        #expect(dismissals == 2)
    }

    @Test func aScreenNobodyWatchesIsWalkedThroughButToldNothing() {
        let presenter = FakeScreen("presenter", tracked: false)
        let modal = FakeScreen("modal", tracked: false)
        presenter.present(modal)
        modal.viewDidAppear()
        modal.viewDidDisappear(while: \.isBeingDismissed)
        #expect(modal.trackedLifecycle == nil)
        #expect(modal.events == [])
    }
}
