import Foundation
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Tabs of stacks with sheets and a child flow, snapshot and restored into a new coordinator
/// with new models: the same tab, paths, sheets and visibility, equal snapshots, no warning,
/// no animation; and what the user changed without a step (Back, a swipe, a tab switch) is
/// in the snapshot.
@MainActor
struct ModelRestorationTests {
    let log = LogCapture(level: .info)

    /// A launch whose flows and models log to the test's capture.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func launch() -> ShopLaunch { ShopLaunch(logger: log.logger) }

    /// Snapshots `launch`, lets it go, and restores the snapshot into a new launch; checks the
    /// restoration is complete, the picture the same and the snapshot equal.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func relaunch(_ launch: ShopLaunch) throws -> ShopLaunch {
        let snapshot = try launch.coordinator.navigationSnapshot()
        let picture = launch.picture
        let restored = self.launch()
        let report = try restored.restore(try Self.roundTrip(snapshot))
        #expect(report.isComplete, "\(report)")
        #expect(restored.picture == picture)
        #expect(try restored.coordinator.navigationSnapshot() == snapshot)
        return restored
    }

    static func roundTrip(_ snapshot: NavigationSnapshot) throws -> NavigationSnapshot {
        try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(snapshot))
    }

    // MARK: - The whole tree

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func tabsStacksASheetAndAChildFlowComeBackAsTheyWere() throws {
        let first = launch()
        first.start()
        first.tap(.itemIsPicked(1))
        first.tap(.detailIsPicked(1))
        first.tap(.previewIsRequired(1))
        first.tabs.selection = .saved
        first.tap(.itemIsPicked(2))
        first.tap(.settingsAreRequired)
        first.tap(.aboutIsRequired)
        let picture = first.picture

        let restored = try relaunch(first)
        #expect(restored.picture == picture)
        #expect(restored.tabs.selectedTab == .saved)
        #expect(restored.stack(.browse).routes.map(\.value) == [.list(.browse), .item(1), .detail(1)])
        #expect(restored.stack(.browse).presentations.map(\.value) == [.preview(1)])
        #expect(restored.stack(.saved).routes.map(\.value) == [.list(.saved), .item(2)])
        #expect(restored.settings(on: .saved)?.routes.map(\.value) == [.settings, .about])
        #expect(
            restored.tabs.visibleRoute as? FlowRoute<ShopSettingsRoute> === restored.settings(on: .saved)?.routes.last)
        #expect(log.messages(atLeast: .info).isEmpty)
        #expect(restored.tabs.warnings.isEmpty && restored.stack(.browse).warnings.isEmpty)
        #expect(restored.stack(.saved).warnings.isEmpty && restored.settings(on: .saved)?.warnings.isEmpty == true)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theRestoredTreeGoesOnAsIfTheUserHadNavigatedThere() throws {
        let first = launch()
        first.start()
        first.tap(.itemIsPicked(1))
        first.tabs.selection = .saved
        first.tap(.settingsAreRequired)
        let restored = try relaunch(first)

        // The settings' child flow runs: Done ends it, and the saved tab's list shows again.
        restored.tap(.settingsAreDone)
        #expect(restored.settings(on: .saved) == nil)
        #expect(restored.tabs.visibleRoute as? FlowRoute<ShopRoute> === restored.stack(.saved).routes.last)
        // The hidden tab's route is contributed: once selected, its steps are navigated.
        restored.tabs.selection = .browse
        restored.tap(.detailIsPicked(1))
        #expect(restored.stack(.browse).routes.map(\.value) == [.list(.browse), .item(1), .detail(1)])
        #expect(restored.stack(.browse).animatesLastChange)
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func nothingIsAnimatedWhileRestoring() throws {
        let first = launch()
        first.start()
        first.tap(.itemIsPicked(1))
        first.tap(.previewIsRequired(1))
        first.tabs.selection = .saved
        first.tap(.itemIsPicked(2))
        #expect(first.stack(.saved).animatesLastChange && first.tabs.animatesLastChange)

        let restored = try relaunch(first)
        #expect(!restored.tabs.animatesLastChange)
        #expect(!restored.stack(.browse).animatesLastChange)
        #expect(!restored.stack(.saved).animatesLastChange)
        #expect(!FlowCoordinator.isRestoring)
    }

    // MARK: - What the user changed without a step

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTabTheUserSelectedStaysSelected() throws {
        let first = launch()
        first.start()
        first.tabs.selection = .saved
        #expect(try relaunch(first).tabs.selectedTab == .saved)

        first.tabs.selection = .browse
        let restored = try relaunch(first)
        #expect(restored.tabs.selectedTab == .browse)
        #expect(restored.tabs.visibleRoute as? FlowRoute<ShopRoute> === restored.stack(.browse).routes.first)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: [7, 1])
    func aRouteTheUserWentBackFromStaysGoneEvenIfItsNavigationMadeAnother(detail: Int) throws {
        let first = launch()
        first.start()
        // One navigation pushes the item and its detail; the user goes back from the detail,
        // then picks one (another, or the same again): the replay pushes all three, and the
        // stack's state takes off the one the user left (the earlier of two equal ones).
        first.coordinator.navigate(to: ShopStep.itemIsLinked(tab: .browse, item: 1))
        first.stack(.browse).path.removeLast()
        first.tap(.detailIsPicked(detail))
        #expect(first.stack(.browse).routes.map(\.value) == [.list(.browse), .item(1), .detail(detail)])

        let restored = try relaunch(first)
        #expect(restored.stack(.browse).routes.map(\.value) == [.list(.browse), .item(1), .detail(detail)])
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDeepLinkThatKeepsThePathFindsTheRouteTheUserWentBackFromGoneWhenReplayed() throws {
        let first = launch()
        first.start()
        // The link pushes the item and its detail; the user goes back from the detail; the same
        // link again keeps the item and pushes a new detail. Replayed, the first link's detail
        // is taken away before the second link, which then pushes its detail again.
        let link = ShopStep.itemIsLinkedKeepingPath(tab: .browse, item: 1)
        first.coordinator.navigate(to: link)
        first.stack(.browse).path.removeLast()
        first.coordinator.navigate(to: link)
        #expect(first.stack(.browse).routes.map(\.value) == [.list(.browse), .item(1), .detail(1)])
        #expect(try first.coordinator.navigationSnapshot().navigationCount == 5)

        let restored = try relaunch(first)
        #expect(restored.stack(.browse).routes.map(\.value) == [.list(.browse), .item(1), .detail(1)])
        #expect(try relaunch(restored).stack(.browse).routes.count == 3)
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    /// Found by `RandomRestorationTests`: the link keeps the list only (the detail picked first
    /// is second on the path) and makes the item and the detail anew, taking away the detail's
    /// route and the item's. The detail's navigation, spent, stays in the snapshot, held by
    /// the link, since the item's navigation made after it is kept (by its sheet): replayed
    /// without it, the link would find the list and the item pushed with the preview, keep
    /// both and make only the detail.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDeepLinkThatKeepsThePathFindsARouteItTookAwayWhenReplayed() throws {
        let first = launch()
        first.start()
        let before = try first.coordinator.navigationSnapshot().navigationCount
        first.tap(.detailIsPicked(1))
        first.tap(.itemWithPreview(1))
        #expect(first.stack(.browse).routes.map(\.value) == [.list(.browse), .detail(1), .item(1)])
        first.coordinator.navigate(to: ShopStep.itemIsLinkedKeepingPath(tab: .browse, item: 1))
        #expect(first.stack(.browse).routes.map(\.value) == [.list(.browse), .item(1), .detail(1)])
        #expect(try first.coordinator.navigationSnapshot().navigationCount == before + 3)

        let restored = try relaunch(first)
        #expect(restored.stack(.browse).routes.map(\.value) == [.list(.browse), .item(1), .detail(1)])
        #expect(restored.stack(.browse).presentations.map(\.value) == [.preview(1)])
        _ = try relaunch(restored)
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    /// The detail's navigation held by the link leaves with it: once the user swipes the sheet
    /// away and goes back to the list, nothing of the three navigations is left.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aNavigationHeldByALinkLeavesWithIt() throws {
        let first = launch()
        first.start()
        let before = try first.coordinator.navigationSnapshot()
        first.tap(.detailIsPicked(1))
        first.tap(.itemWithPreview(1))
        first.coordinator.navigate(to: ShopStep.itemIsLinkedKeepingPath(tab: .browse, item: 1))
        // The item's navigation is kept by its sheet alone; the link's routes go.
        first.stack(.browse).path = []
        #expect(try first.coordinator.navigationSnapshot().navigationCount == before.navigationCount + 1)
        #expect(try relaunch(first).stack(.browse).routes.map(\.value) == [.list(.browse)])
        first.stack(.browse).setPresentation(nil, at: 0, style: .sheet)
        #expect(try first.coordinator.navigationSnapshot() == before)
    }

    /// A deep link that takes away all an earlier one made, with nothing kept made in between,
    /// leaves no trail: the earlier link leaves the snapshot at once.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func repeatedDeepLinksKeepTheSnapshotTheSameSize() throws {
        let first = launch()
        first.start()
        first.tap(.itemWithPreview(3))
        first.coordinator.navigate(to: ShopStep.itemIsLinkedKeepingPath(tab: .browse, item: 1))
        let size = try first.coordinator.navigationSnapshot().navigationCount
        for item in [2, 1, 2, 1] {
            first.coordinator.navigate(to: ShopStep.itemIsLinkedKeepingPath(tab: .browse, item: item))
            #expect(first.stack(.browse).routes.map(\.value) == [.list(.browse), .item(item), .detail(item)])
            #expect(try first.coordinator.navigationSnapshot().navigationCount == size)
        }
        _ = try relaunch(first)
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRouteTheUserWentBackFromIsNotInTheSnapshot() throws {
        let first = launch()
        first.start()
        let before = try first.coordinator.navigationSnapshot()
        first.tap(.itemIsPicked(1))
        first.tap(.detailIsPicked(1))
        #expect(try first.coordinator.navigationSnapshot().navigationCount == before.navigationCount + 2)
        first.stack(.browse).path = []
        #expect(try first.coordinator.navigationSnapshot() == before)

        let restored = try relaunch(first)
        #expect(restored.stack(.browse).routes.map(\.value) == [.list(.browse)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSheetSwipedAwayIsNotInTheSnapshot() throws {
        let first = launch()
        first.start()
        let before = try first.coordinator.navigationSnapshot()
        first.tap(.previewIsRequired(1))
        #expect(try first.coordinator.navigationSnapshot() != before)
        first.stack(.browse).setPresentation(nil, at: 0, style: .sheet)
        #expect(try first.coordinator.navigationSnapshot() == before)

        let restored = try relaunch(first)
        #expect(restored.stack(.browse).presentations.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSheetSwipedAwayStaysGoneEvenIfItsNavigationPushedARouteThatStayed() throws {
        let first = launch()
        first.start()
        first.tap(.itemWithPreview(3))
        first.stack(.browse).setPresentation(nil, at: 0, style: .sheet)

        let restored = try relaunch(first)
        #expect(restored.stack(.browse).routes.map(\.value) == [.list(.browse), .item(3)])
        #expect(restored.stack(.browse).presentations.isEmpty)
        #expect(restored.tabs.visibleRoute as? FlowRoute<ShopRoute> === restored.stack(.browse).routes.last)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChildFlowsSheetSwipedAwayIsNotInTheSnapshot() throws {
        let first = launch()
        first.start()
        let before = try first.coordinator.navigationSnapshot()
        first.tap(.settingsAreRequired)
        first.tap(.aboutIsRequired)
        first.settings(on: .browse)?.path = []
        #expect(first.settings(on: .browse)?.routes.map(\.value) == [.settings])
        first.stack(.browse).setPresentation(nil, at: 0, style: .sheet)
        #expect(try first.coordinator.navigationSnapshot() == before)
        #expect(try relaunch(first).settings(on: .browse) == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStackFlowWhoseFirstStepNoLongerReadsStartsAfreshNotEmpty() throws {
        let first = launch()
        first.start()
        first.tabs.selection = .saved
        first.tap(.itemIsPicked(2))
        let json = try String(decoding: JSONEncoder().encode(first.coordinator.navigationSnapshot()), as: UTF8.self)
        // As if an update had renamed the case that starts the saved tab's flow.
        let old = #"{\"listIsRequired\":{\"_0\":\"saved\"}}"#
        #expect(json.contains(old))
        let edited = json.replacingOccurrences(of: old, with: #"{\"savedListIsRequired\":{}}"#)
        let restored = launch()
        let report = try restored.restore(JSONDecoder().decode(NavigationSnapshot.self, from: Data(edited.utf8)))
        #expect(report.stop?.flow == "RxFlowSwiftUITests.ShopStackFlow")
        // The saved tab's flow was not navigated by the replay: it starts as at a launch, with
        // its list, instead of showing an empty stack. The tab the user had selected is kept.
        #expect(restored.stack(.saved).routes.map(\.value) == [.list(.saved)])
        #expect(restored.tabs.selectedTab == .saved)
        #expect(restored.tabs.visibleRoute as? FlowRoute<ShopRoute> === restored.stack(.saved).routes.first)
        #expect(restored.stack(.saved).warnings.isEmpty && restored.tabs.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTabTappedAgainIsBackToItsRoot() throws {
        let first = launch()
        first.start()
        first.tap(.itemIsPicked(1))
        first.tap(.detailIsPicked(1))
        first.tabs.selection = .browse
        #expect(try relaunch(first).stack(.browse).routes.map(\.value) == [.list(.browse)])
    }

    // MARK: - The models' states

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func onlyModelsOfCodableValuesAreRestorable() {
        #expect(FlowStack<ShopRoute>() as Any is any RestorablePresentable)
        #expect(FlowTabs<ShopTab>() as Any is any RestorablePresentable)
        #expect(FlowSplit<Int> { _ in nil } as Any is any RestorablePresentable)
        #expect(!(FlowStack<MovieRoute>() as Any is any RestorablePresentable))
        #expect(!(FlowTabs<AppTab>() as Any is any RestorablePresentable))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStackStateThatTheRoutesMadeDoNotHoldIsRefused() {
        let stack = FlowStack<ShopRoute>(logger: log.logger)
        stack.show()
        stack.push(.list(.browse))
        stack.push(.item(1))
        let before = stack.render()
        let other = FlowStackRestorationState<ShopRoute>(path: [.list(.browse), .item(2)], presentations: [])
        #expect(!stack.restore(other))
        let noRoot = FlowStackRestorationState<ShopRoute>(path: [], presentations: [])
        #expect(!stack.restore(noRoot))
        #expect(stack.restore(stack.restorationState))
        #expect(stack.render() == before)
        #expect(stack.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStackStateKeepsTheRoutesThatStayedAndDismissesTheOthersOnce() {
        let stack = FlowStack<ShopRoute>(logger: log.logger)
        stack.show()
        let routes = [ShopRoute.list(.browse), .item(1), .item(1), .detail(1)].map { stack.push($0) }
        let sheet = stack.present(.preview(1))
        let watches = (routes + [sheet]).map(Watch.init)
        let state = FlowStackRestorationState<ShopRoute>(
            path: [.list(.browse), .item(1), .detail(1)], presentations: [])
        #expect(stack.restore(state))
        #expect(stack.routes == [routes[0], routes[2], routes[3]])
        #expect(stack.presentations.isEmpty)
        #expect(watches[1].dismissals == 1 && watches[4].dismissals == 1)
        // The detail was visible under the sheet (a sheet leaves it visible): it stays so.
        #expect(watches[3].events.isEmpty && routes[3].isVisible)
        #expect(!stack.animatesLastChange)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTabsStateForATabThatIsGoneIsRefused() {
        let tabs = FlowTabs<ShopTab>(logger: log.logger)
        tabs.add(.browse, stack: FlowStack<ShopRoute>())
        #expect(!tabs.restore(FlowTabsRestorationState(selectedTab: .saved)))
        #expect(tabs.selectedTab == .browse)
        #expect(tabs.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSplitViewKeepsItsSelectionAndColumns() {
        let split = FlowSplit<Int>(logger: log.logger) { _ in nil }
        let (sidebar, detail) = (FlowStack<ShopRoute>(), FlowStack<ShopRoute>())
        split.setColumns(sidebar: sidebar, detail: detail)
        sidebar.push(.list(.browse))
        detail.push(.item(1))
        split.show()
        split.selection = 1
        split.columnVisibility = .detailOnly
        split.isCompact = true
        split.setCompactColumn(.sidebar)
        let state = split.restorationState

        let restored = FlowSplit<Int>(logger: log.logger) { _ in nil }
        let (newSidebar, newDetail) = (FlowStack<ShopRoute>(), FlowStack<ShopRoute>())
        restored.setColumns(sidebar: newSidebar, detail: newDetail)
        newSidebar.push(.list(.browse))
        newDetail.push(.item(1))
        restored.show()
        #expect(restored.restore(state))
        #expect(restored.selectedValue == 1 && restored.columnVisibility == .detailOnly)
        #expect(restored.compactColumn == .sidebar)
        // The width is the window's: regular here, so the visibility shows the detail only.
        #expect(!newSidebar.isVisible && newDetail.isVisible)
        let noContent = FlowSplitRestorationState<Int>(selection: nil, columnVisibility: .all, compactColumn: .content)
        #expect(!restored.restore(noContent))
        #expect(restored.warnings.isEmpty && split.warnings.isEmpty)
    }
}
