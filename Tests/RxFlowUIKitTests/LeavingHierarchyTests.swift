import Testing

@testable import RxFlowUIKit

/// The rule the UIKit hooks apply in `viewDidDisappear`: is this screen leaving the hierarchy
/// (and so dismissed), or only hidden?
@MainActor
struct LeavingHierarchyTests {
    @Test func aCoveredScreenIsNotLeaving() {
        let navigation = FakeScreen("navigation")
        let root = FakeScreen("root")
        navigation.addChild(root)
        #expect(!root.isLeavingHierarchy)
    }

    @Test func aScreenBeingPoppedOrDismissedIsLeaving() {
        let popped = FakeScreen("popped")
        popped.isMovingFromParent = true
        let dismissed = FakeScreen("dismissed")
        dismissed.isBeingDismissed = true
        #expect(popped.isLeavingHierarchy)
        #expect(dismissed.isLeavingHierarchy)
    }

    @Test func aScreenInAContainerBeingDismissedOrRemovedIsLeaving() {
        let tabs = FakeScreen("tabs")
        let navigation = FakeScreen("navigation")
        let screen = FakeScreen("screen")
        tabs.addChild(navigation)
        navigation.addChild(screen)

        tabs.isBeingDismissed = true
        #expect(screen.isLeavingHierarchy)
        tabs.isBeingDismissed = false
        navigation.isMovingFromParent = true
        #expect(screen.isLeavingHierarchy)
    }

    @Test func aScreenPresentedByAScreenBeingDismissedIsLeaving() {
        // first presents second (a navigation controller), which presents third; dismissing
        // second takes third with it: third's presenter is the one being dismissed.
        let first = FakeScreen("first")
        let second = FakeScreen("second")
        let secondRoot = FakeScreen("secondRoot")
        let third = FakeScreen("third")
        second.addChild(secondRoot)
        first.present(second)
        second.present(third)

        #expect(!third.isLeavingHierarchy)
        second.isBeingDismissed = true
        #expect(third.isLeavingHierarchy)
        #expect(secondRoot.isLeavingHierarchy)
        #expect(!first.isLeavingHierarchy)
    }

    @Test func aPresenterIsNotLeavingWhenWhatItPresentsIsDismissed() {
        let presenter = FakeScreen("presenter")
        let sheet = FakeScreen("sheet")
        presenter.present(sheet)
        sheet.isBeingDismissed = true
        #expect(!presenter.isLeavingHierarchy)
    }

    @Test func theWalkDownReachesHiddenScreensAndWhatTheContainerPresentsButNotWhatAnAncestorPresents() {
        let navigation = FakeScreen("navigation")
        let bottom = FakeScreen("bottom")
        let top = FakeScreen("top")
        let modal = FakeScreen("modal")
        let modalChild = FakeScreen("modalChild")
        navigation.addChild(bottom)
        navigation.addChild(top)
        modal.addChild(modalChild)
        navigation.present(modal)  // UIKit: top.presentedViewController is modal too

        var fromNavigation: [String] = []
        navigation.forEachHeldNode(includingPresented: true) { fromNavigation.append(($0 as? FakeScreen)?.name ?? "?") }
        var fromTop: [String] = []
        top.forEachHeldNode(includingPresented: true) { fromTop.append(($0 as? FakeScreen)?.name ?? "?") }
        var childrenOnly: [String] = []
        navigation.forEachHeldNode(includingPresented: false) { childrenOnly.append(($0 as? FakeScreen)?.name ?? "?") }

        #expect(Set(fromNavigation) == ["bottom", "top", "modal", "modalChild"])
        #expect(fromNavigation.count == 4)
        #expect(fromTop == [])
        #expect(Set(childrenOnly) == ["bottom", "top"])
    }

    @Test func aCycleInTheHierarchyEndsBothWalks() {
        let first = FakeScreen("first")
        let second = FakeScreen("second")
        first.addChild(second)
        second.present(first)  // impossible in UIKit; the walks must still end

        var reached = 0
        first.forEachHeldNode(includingPresented: true) { _ in reached += 1 }
        #expect(reached == 1)
        #expect(!second.isLeavingHierarchy)
        second.dismissPresented()  // breaks the cycle, which would outlive the test
    }
}
