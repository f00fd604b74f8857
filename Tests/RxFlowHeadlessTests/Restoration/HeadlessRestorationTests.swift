import Foundation
import RxFlow
import RxFlowHeadless
import Testing

/// Headless navigation trees snapshotted and restored into a new window and coordinator: the
/// same screens, in the same containers, with the same ones visible.
@MainActor
struct HeadlessRestorationTests {
    /// Takes `app`'s snapshot through JSON (as an app keeps it), restores it into a new app,
    /// and checks the window and the snapshot are the same; returns the new app.
    @discardableResult
    private func restoreAndCompare(_ app: ShopApp, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> ShopApp
    {
        let snapshot = try JSONDecoder().decode(
            NavigationSnapshot.self, from: JSONEncoder().encode(app.coordinator.navigationSnapshot()))
        let restored = ShopApp()
        let report = try restored.restore(snapshot)
        #expect(report.isComplete, "\(report)", sourceLocation: sourceLocation)
        #expect(restored.window.render() == app.window.render(), sourceLocation: sourceLocation)
        #expect(try restored.coordinator.navigationSnapshot() == snapshot, sourceLocation: sourceLocation)
        #expect(restored.logs.messages(atLeast: .warning).isEmpty, sourceLocation: sourceLocation)
        return restored
    }

    @Test func tabsOfStacksWithAChildFlowComeBackAsTheUserLeftThem() throws {
        let app = ShopApp()
        app.start()
        app.emit(.item(1))
        app.emit(.item(2))
        app.goBack()
        app.selectTab(1)
        app.emit(.item(1))
        app.emit(.account)
        app.emit(.item(1))
        #expect(
            app.window.render() == """
                Window (key)
                - TabBarController
                  - NavigationController "First"
                    - ShopItemScreen "First 0"
                    - ShopItemScreen "First 1" (top)
                  * NavigationController "Second"
                    - ShopItemScreen "Second 0"
                    - ShopItemScreen "Second 1" (top)
                  presented (fullScreen):
                    - NavigationController "Account" [visible]
                      - ShopItemScreen "Account 0"
                      - ShopItemScreen "Account 1" (top) [visible]
                """)
        let restored = try restoreAndCompare(app)
        // The restored tree goes on: the account flow ends, its screen's step navigated.
        restored.emit(.endAccount)
        #expect(restored.front?.title == "Second 1")
        #expect(!restored.window.render().contains("Account"))
    }

    @Test func theReplayIsWithoutAnimation() throws {
        let app = ShopApp()
        app.start()
        app.emit(.item(1))
        app.emit(.sheet(1))
        let restored = try restoreAndCompare(app)
        #expect(restored.window.lastTransitionAnimated == false)
    }

    @Test func anOpenSheetComesBackOverItsPresenterAndASwipedAwayOneDoesNot() throws {
        let app = ShopApp()
        app.start()
        app.emit(.item(1))
        let before = try app.coordinator.navigationSnapshot()
        app.emit(.sheet(7))
        #expect(app.window.render().contains(#"ShopItemScreen "First sheet 7" [visible]"#))
        try restoreAndCompare(app)

        app.swipeDown()
        #expect(try app.coordinator.navigationSnapshot() == before)
        let restored = try restoreAndCompare(app)
        #expect(!restored.window.render().contains("sheet"))
    }

    @Test func aChildFlowTheUserClosedIsNotRestored() throws {
        let app = ShopApp()
        app.start()
        let before = try app.coordinator.navigationSnapshot()
        app.emit(.account)
        app.swipeDown()
        #expect(try app.coordinator.navigationSnapshot() == before)
        try restoreAndCompare(app)
    }

    @Test func aScreenTheUserPoppedStaysPoppedThoughItsNavigationPushedTwo() throws {
        let app = ShopApp()
        app.start()
        app.emit(.pair(1, 2))
        app.goBack()
        let restored = try restoreAndCompare(app)
        #expect(restored.flow.stacks[0].navigationController.viewControllers.map(\.title) == ["First 0", "First 1"])
    }

    @Test func aDeepLinkThatReadsTheStackFindsTheScreenTheUserPoppedGoneWhenReplayed() throws {
        let app = ShopApp()
        app.start()
        // The link pushes items 1 and 2; the user goes back from 2; the same link again keeps 1
        // and pushes a new 2. Replayed, the first link's 2 is popped before the second link,
        // which then pushes its 2 again.
        app.emit(.link)
        app.goBack()
        app.emit(.link)
        #expect(
            app.flow.stacks[0].navigationController.viewControllers.map(\.title) == ["First 0", "First 1", "First 2"])
        let restored = try restoreAndCompare(app)
        #expect(restored.window.lastTransitionAnimated == false)
        try restoreAndCompare(restored)
    }

    @Test func aDeepLinkThatReadsTheStackFindsTheScreensItTookAwayWhenReplayed() throws {
        let app = ShopApp()
        app.start()
        // Item 2 is pushed, then item 1 with the account flow over it; the deep link finds 2
        // where it wants 1, keeps the root only and pushes 1 and 2 anew. Item 2's navigation,
        // spent, stays in the snapshot (the account's navigation, made after it, is kept):
        // replayed without it, the link would find the account's 1 where it wants it, keep it
        // and push only 2.
        app.emit(.item(2))
        app.emit(.itemWithAccount(1))
        app.coordinator.navigate(to: ShopStep.link)
        #expect(
            app.flow.stacks[0].navigationController.viewControllers.map(\.title) == ["First 0", "First 1", "First 2"])
        let restored = try restoreAndCompare(app)
        #expect(
            restored.flow.stacks[0].navigationController.viewControllers.map(\.title) == [
                "First 0", "First 1", "First 2",
            ])
        try restoreAndCompare(restored)

        // The account closed, nothing made between item 2 and the link is left: item 2's
        // navigation leaves, and the link replayed alone finds the root only, as it did.
        let withAccount = try app.coordinator.navigationSnapshot().navigationCount
        app.emit(.endAccount)
        #expect(try app.coordinator.navigationSnapshot().navigationCount == withAccount - 3)
        try restoreAndCompare(app)
    }

    @Test func aChildFlowTheUserClosedIsStartedAgainIfItsNavigationMadeAScreenThatStayed() throws {
        let app = ShopApp()
        app.start()
        // One navigation pushes a screen and starts the account flow over it; the user closes
        // the account. The navigation stays in the snapshot for its screen, and the replay
        // cannot end a child flow (it ends from within): the account flow is started again. Its
        // own navigations left the snapshot when it ended, so it never navigates, and the
        // screen it would present never comes; but it runs, and the restored tree's snapshot
        // holds it.
        app.emit(.itemWithAccount(1))
        app.swipeDown()
        let snapshot = try app.coordinator.navigationSnapshot()
        let restored = ShopApp()
        #expect(try restored.restore(snapshot).isComplete)
        #expect(restored.window.render() == app.window.render())
        #expect(try restored.coordinator.navigationSnapshot() != snapshot)
    }

    @Test func theSelectedTabComesBackAndTheOtherTabKeepsItsStack() throws {
        let app = ShopApp()
        app.start()
        app.emit(.item(1))
        app.selectTab(1)
        app.emit(.pair(1, 2))
        app.selectTab(0)
        app.goBack()
        app.selectTab(1)
        let restored = try restoreAndCompare(app)
        #expect(restored.flow.tabs.selectedIndex == 1)
        #expect(restored.front?.title == "Second 2")
    }

    @Test func aStateTheContainersCannotTakeIsReportedAndChangesNothing() throws {
        let app = ShopApp()
        app.start()
        app.emit(.item(1))
        let snapshot = try Self.snapshot(of: app) { root, stack in
            root["rootState"] = "5"  // a sixth tab
            stack["rootState"] = "9"  // nine screens deep, where the flows push two
        }

        let restored = ShopApp()
        let report = try restored.restore(snapshot)
        #expect(report.stop == nil)
        #expect(report.statesNotApplied == ["RxFlowHeadless.TabBarController", "RxFlowHeadless.NavigationController"])
        #expect(restored.window.render() == app.window.render())
    }

    @Test func aStopLeavesOutTheStatesOfTheFlowItStoppedInNotThoseThatFailOnTheirOwn() throws {
        let app = ShopApp()
        app.start()
        app.emit(.item(1))
        let snapshot = try Self.snapshot(of: app) { root, stack in
            root["rootState"] = "5"  // a sixth tab: the tabs flow went all through, its own problem
            var pushes = try #require(stack["navigations"] as? [[String: Any]])
            var step = try #require(pushes.last?["step"] as? [String: Any])
            step["value"] = #"{"gone":{}}"#  // the stack stops there: its depth is the stop's doing
            pushes[pushes.count - 1]["step"] = step
            stack["navigations"] = pushes
        }

        let report = try ShopApp().restore(snapshot)
        #expect(report.stop?.reason == .stepNotReadable("RxFlowHeadlessTests.ShopStep has no case gone"))
        #expect(report.statesNotApplied == ["RxFlowHeadless.TabBarController"])
    }

    /// `app`'s snapshot with its JSON edited by `edit`: the root flow's record, and the record
    /// of the stack flow its first navigation started.
    private static func snapshot(
        of app: ShopApp, editing edit: (inout [String: Any], inout [String: Any]) throws -> Void
    ) throws -> NavigationSnapshot {
        var json = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(app.coordinator.navigationSnapshot()))
                as? [String: Any])
        var root = try #require(json["root"] as? [String: Any])
        var navigations = try #require(root["navigations"] as? [[String: Any]])
        var children = try #require(navigations[0]["children"] as? [[String: Any]])
        var stack = try #require(children[0]["flow"] as? [String: Any])
        try edit(&root, &stack)
        children[0]["flow"] = stack
        navigations[0]["children"] = children
        root["navigations"] = navigations
        json["root"] = root
        return try JSONDecoder().decode(NavigationSnapshot.self, from: JSONSerialization.data(withJSONObject: json))
    }
}

/// The containers' `RestorablePresentable` conformances on their own.
@MainActor
struct ContainerRestorationTests {
    @Test func aStackPopsToItsDepthWithoutAnimationAndRefusesADeeperOne() {
        let window = Window()
        let stack = NavigationController(rootViewController: ViewController())
        let screens = [ViewController(), ViewController()]
        for screen in screens { stack.pushViewController(screen, animated: false) }
        window.rootViewController = stack
        window.makeKeyAndVisible()
        #expect(stack.restorationState == 3)
        #expect(!stack.restore(4))
        #expect(!stack.restore(-1))
        #expect(stack.viewControllers.count == 3)
        #expect(stack.restore(1))
        #expect(stack.viewControllers.count == 1)
        #expect(window.lastTransitionAnimated == false)
        #expect(stack.viewControllers[0].isVisible)
        #expect(stack.restore(1))
        #expect(stack.warnings.isEmpty)
    }

    @Test func tabsSelectTheIndexAndRefuseOneOutOfRange() {
        let tabs = TabBarController()
        #expect(tabs.restorationState == NSNotFound)
        #expect(tabs.restore(NSNotFound))
        #expect(!tabs.restore(0))
        tabs.viewControllers = [ViewController(), ViewController()]
        #expect(tabs.restore(1))
        #expect(tabs.selectedIndex == 1)
        #expect(!tabs.restore(2))
        #expect(!tabs.restore(NSNotFound))
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.warnings.isEmpty)
    }
}
