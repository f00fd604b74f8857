import Foundation
import RxFlow
import RxFlowHeadless
import Testing

/// Child flows that push on their parent's navigation controller (rooted in it, or handed it
/// and rooted in their first screen), as RxFlow apps do: what the user took away without a
/// step (Back within the child, back into the parent's screens, a swiped sheet) stays away
/// after a relaunch, as on a flow's own stack, and the restoration is complete.
@MainActor
struct SharedStackRestorationTests {
    /// Shelf, Detail 1, then chapter "A" of `shape` with pages 1 to 3 (after its cover, handed).
    private func appReadingChapter(_ shape: ChapterShape) -> BinderApp {
        let app = BinderApp()
        app.start()
        app.emit(.detail(1))
        app.emit(.chapter(shape, name: "A"))
        if shape == .handed { app.emit(.page(1)) }
        app.emit(.page(2))
        app.emit(.page(3))
        let cover: [String?] = shape == .handed ? ["A cover"] : []
        #expect(app.titles == ["Shelf", "Detail 1"] + cover + ["A page 1", "A page 2", "A page 3"])
        return app
    }

    @Test(arguments: ChapterShape.allCases)
    func backWithinTheChildStaysBack(_ shape: ChapterShape) throws {
        let app = appReadingChapter(shape)
        app.goBack(to: "A page 2")

        let restored = try app.relaunched()
        // The child flow goes on where the user left it.
        restored.emit(.page(4))
        #expect(restored.titles.suffix(3) == ["A page 1", "A page 2", "A page 4"])
    }

    @Test(arguments: ChapterShape.allCases)
    func backIntoTheParentsScreensStaysBack(_ shape: ChapterShape) throws {
        let app = appReadingChapter(shape)
        app.goBack(to: "Shelf")
        #expect(app.titles == ["Shelf"])

        let restored = try app.relaunched()
        restored.emit(.detail(2))
        restored.emit(.chapter(shape, name: "B"))
        #expect(restored.titles.last == (shape == .handed ? "B cover" : "B page 1"))
    }

    @Test(arguments: ChapterShape.allCases)
    func poppingEveryScreenOfTheChildLeavesTheParentsOnTop(_ shape: ChapterShape) throws {
        let app = appReadingChapter(shape)
        app.goBack(to: "Detail 1")
        #expect(app.titles == ["Shelf", "Detail 1"])

        try app.relaunched()
    }

    /// A child rooted in the stack runs on when the user popped all its screens: restored, it
    /// has navigated, as it had, so that a step it answers with nothing is not taken for its
    /// first navigation (kept as setting the flow up) in the restored tree alone.
    @Test func aChildRootedInTheStackWithAllItsScreensPoppedComesBackAsHavingNavigated() throws {
        let app = appReadingChapter(.rooted)
        app.goBack(to: "Detail 1")
        let restored = try app.relaunched()

        // A deep link the chapter answers with nothing (its parent too).
        for tree in [app, restored] { tree.coordinator.navigate(to: BinderStep.cover) }
        #expect(try restored.coordinator.navigationSnapshot() == app.coordinator.navigationSnapshot())
    }

    /// A child rooted in the stack, all its screens popped by the user, is written with its
    /// navigations gone; restored, it is ready (a `Flows.use(_:when: .ready)` waiter its parent
    /// registered as it started it again runs, and one registered now runs at once), and its
    /// next step navigates as in the original tree: the same screen, the same journal.
    @Test func aChildRootedInTheStackWithAllItsScreensPoppedIsReadyAndNavigatesOnWhenRestored() throws {
        let app = appReadingChapter(.rooted)
        #expect(app.flow.readyChapters == ["A"])
        app.goBack(to: "Detail 1")
        let snapshot = try app.coordinator.navigationSnapshot()
        let chapterRecord = try #require(try Self.chapterRecord(in: snapshot))
        #expect(chapterRecord["navigationsGone"] as? Bool == true)
        #expect((chapterRecord["navigations"] as? [Any])?.isEmpty == true)

        let restored = try app.relaunched()
        #expect(restored.flow.readyChapters == ["A"])
        let chapter = try #require(restored.flow.rootedChapter)
        var readyNow = false
        Flows.use(chapter, when: .ready) { (_: NavigationController) in readyNow = true }
        #expect(readyNow)

        // A deep link to a page: only the chapter answers it, in both trees alike.
        for tree in [app, restored] { tree.coordinator.navigate(to: BinderStep.page(4)) }
        #expect(restored.titles == ["Shelf", "Detail 1", "A page 4"])
        #expect(restored.window.render() == app.window.render())
        let after = try restored.coordinator.navigationSnapshot()
        #expect(try after == app.coordinator.navigationSnapshot())
        let chapterAfter = try #require(try Self.chapterRecord(in: after))
        #expect(chapterAfter["navigationsGone"] == nil)
        #expect((chapterAfter["navigations"] as? [Any])?.count == 1)
        #expect(restored.logs.messages(atLeast: .warning).isEmpty)
    }

    /// The record of the first child flow in `snapshot`, as JSON.
    private static func chapterRecord(in snapshot: NavigationSnapshot) throws -> [String: Any]? {
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(snapshot)) as? [String: Any]
        let navigations = (json?["root"] as? [String: Any])?["navigations"] as? [[String: Any]] ?? []
        let children = navigations.compactMap { $0["children"] as? [[String: Any]] }.joined()
        return children.first?["flow"] as? [String: Any]
    }

    /// A snapshot edited to say a flow's navigations have all gone while it lists some is malformed.
    @Test func aFlowWithNavigationsGoneAndNavigationsLeftIsMalformed() throws {
        let app = appReadingChapter(.rooted)
        #expect(throws: DecodingError.self) {
            try Self.snapshot(of: app) { root in root["navigationsGone"] = true }
        }
    }

    @Test(arguments: ChapterShape.allCases)
    func theParentPushesAgainAfterTheUserWentBackAcrossTheChild(_ shape: ChapterShape) throws {
        let app = appReadingChapter(shape)
        app.goBack(to: "Shelf")
        app.emit(.detail(2))
        app.emit(.chapter(shape, name: "B"))
        app.emit(.page(2))
        app.goBack(to: shape == .handed ? "B cover" : "B page 1")

        try app.relaunched()
    }

    /// Two chapter flows on the parent's stack, the second over the first one's screens (a deep
    /// link the parent answers), the user back across the second one into the first one.
    @Test(arguments: ChapterShape.allCases)
    func twoChildrenOnOneStack(_ shape: ChapterShape) throws {
        let app = appReadingChapter(shape)
        app.goBack(to: "A page 2")
        app.coordinator.navigate(to: BinderStep.chapter(shape, name: "B"))
        if shape == .handed { app.emit(.page(1)) }
        app.emit(.page(2))
        #expect(app.titles.suffix(2) == ["B page 1", "B page 2"])
        app.goBack(to: "A page 1")

        let restored = try app.relaunched()
        restored.emit(.page(5))
        #expect(restored.titles.suffix(2) == ["A page 1", "A page 5"])
    }

    @Test(arguments: ChapterShape.allCases)
    func aSheetOverTheChildsScreenSwipedAwayStaysAwayAndAnOpenOneComesBack(_ shape: ChapterShape) throws {
        let app = appReadingChapter(shape)
        app.emit(.sheet(1))
        app.stack.topViewController?.dismiss(animated: true)  // the user swipes it away
        app.goBack(to: "A page 2")
        app.emit(.sheet(2))
        #expect(app.stack.topViewController?.presentedViewController?.title == "A sheet 2")

        let restored = try app.relaunched()
        #expect(restored.stack.topViewController?.presentedViewController?.title == "A sheet 2")
    }

    /// A navigation of the child stops the replay: the stack is deeper than what was rebuilt,
    /// the stop's doing, which the report says once.
    @Test(arguments: ChapterShape.allCases)
    func aStopInTheChildDoesNotReportTheStack(_ shape: ChapterShape) throws {
        let app = appReadingChapter(shape)
        let snapshot = try Self.snapshot(of: app, removingTheStepOf: "A page 3")

        let restored = BinderApp()
        let report = try restored.restore(snapshot)
        #expect(report.stop?.reason == .stepNotReadable("RxFlowHeadlessTests.BinderStep has no case gone"))
        #expect(report.statesNotApplied == [], "\(report)")
        #expect(restored.titles.last == "A page 2")
    }

    /// The stop is in the upper of two chapter flows, after it pushed a screen: the stack
    /// holds both.
    @Test(arguments: ChapterShape.allCases)
    func aStopInOneOfTwoChildrenDoesNotReportTheStack(_ shape: ChapterShape) throws {
        let app = appReadingChapter(shape)
        app.coordinator.navigate(to: BinderStep.chapter(shape, name: "B"))
        if shape == .handed { app.emit(.page(1)) }
        app.emit(.page(2))
        let snapshot = try Self.snapshot(of: app, removingTheStepOf: "B page 2")

        let restored = BinderApp()
        let report = try restored.restore(snapshot)
        #expect(report.stop?.reason == .stepNotReadable("RxFlowHeadlessTests.BinderStep has no case gone"))
        #expect(report.statesNotApplied == [], "\(report)")
        #expect(restored.titles.last == "B page 1")
    }

    /// A flow handed the stack that stopped at its first navigation left nothing on the stack
    /// (its root is the cover that navigation pushes) by which the restoration could tell that
    /// the stack's depth counts its screens: the report names the stack too, as documented.
    /// The flow then starts afresh.
    @Test func aStopAtTheFirstNavigationOfAFlowHandedTheStackAlsoNamesTheStack() throws {
        let app = appReadingChapter(.handed)
        app.coordinator.navigate(to: BinderStep.chapter(.handed, name: "B"))
        app.emit(.page(1))
        let snapshot = try Self.snapshot(of: app, removingTheStepOf: "B cover")

        let restored = BinderApp()
        let report = try restored.restore(snapshot)
        #expect(report.stop?.reason == .stepNotReadable("RxFlowHeadlessTests.BinderStep has no case gone"))
        #expect(report.statesNotApplied == ["RxFlowHeadless.NavigationController"])
        #expect(restored.titles.suffix(2) == ["A page 3", "B cover"])
    }

    /// What tells the restoration that a stack's depth counts a child flow's screens.
    @Test func aStackCountsTheScreensOnItAndNothingElse() throws {
        let app = appReadingChapter(.handed)
        let page = try #require(app.stack.topViewController)
        #expect(app.stack.restorationStateCounts(page))
        #expect(!app.stack.restorationStateCounts(app.stack))
        #expect(!app.stack.restorationStateCounts(ShopItemScreen("Elsewhere")))
        #expect(!TabBarController().restorationStateCounts(app.stack))
    }

    /// A depth the stack cannot take, when nothing stopped, is the stack's own problem.
    @Test func aStackThatRefusesOnItsOwnIsStillReportedWhenNothingStopped() throws {
        let app = appReadingChapter(.handed)
        let snapshot = try Self.snapshot(of: app) { root in root["rootState"] = "9" }

        let report = try BinderApp().restore(snapshot)
        #expect(report.stop == nil)
        #expect(report.statesNotApplied == ["RxFlowHeadless.NavigationController"])
    }

    /// `app`'s snapshot with the step of the navigation that made the screen titled `title`
    /// replaced by a case the app no longer has.
    private static func snapshot(of app: BinderApp, removingTheStepOf title: String) throws -> NavigationSnapshot {
        let step = try #require(Self.step(of: title))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let written = String(decoding: try encoder.encode(step), as: UTF8.self)
        var found = false
        let snapshot = try Self.snapshot(of: app) { root in
            found = Self.replaceStep(written, in: &root)
        }
        #expect(found, "no navigation of \(written) in the snapshot")
        return snapshot
    }

    /// The step that made the screen titled `title` (`A page 3`, `B cover`).
    private static func step(of title: String) -> BinderStep? {
        let words = title.split(separator: " ")
        if words.count == 2, words[1] == "cover" { return .cover }
        if words.count == 3, let number = Int(words[2]) { return .page(number) }
        return nil
    }

    /// Replaces the last navigation of `written` in `flow`'s record or its descendants' by a
    /// step the app no longer reads; returns true if it found one.
    private static func replaceStep(_ written: String, in flow: inout [String: Any]) -> Bool {
        guard var navigations = flow["navigations"] as? [[String: Any]] else { return false }
        defer { flow["navigations"] = navigations }
        for index in navigations.indices.reversed() {
            if var children = navigations[index]["children"] as? [[String: Any]] {
                for child in children.indices.reversed() {
                    guard var record = children[child]["flow"] as? [String: Any] else { continue }
                    if replaceStep(written, in: &record) {
                        children[child]["flow"] = record
                        navigations[index]["children"] = children
                        return true
                    }
                }
            }
            if var step = navigations[index]["step"] as? [String: Any], step["value"] as? String == written {
                step["value"] = #"{"gone":{}}"#
                navigations[index]["step"] = step
                return true
            }
        }
        return false
    }

    /// `app`'s snapshot with its root record edited by `edit`.
    private static func snapshot(of app: BinderApp, editing edit: (inout [String: Any]) throws -> Void) throws
        -> NavigationSnapshot
    {
        var json = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(app.coordinator.navigationSnapshot()))
                as? [String: Any])
        var root = try #require(json["root"] as? [String: Any])
        try edit(&root)
        json["root"] = root
        return try JSONDecoder().decode(NavigationSnapshot.self, from: JSONSerialization.data(withJSONObject: json))
    }
}
