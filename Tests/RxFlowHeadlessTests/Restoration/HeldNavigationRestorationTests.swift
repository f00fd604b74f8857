import Foundation
import RxFlow
import RxFlowHeadless
import Testing

/// A navigation whose screens a later kept navigation all took away stays in the snapshot,
/// held, while a navigation made between the two is kept, across the flows of a tree sharing
/// one stack: the held navigation, the one that took its screens away and the one between
/// them each in a flow of their own. It leaves when either reason goes, the flow that made
/// the later navigation ending included, and nothing of it is left.
@MainActor
struct HeldNavigationRestorationTests {
    /// Shelf, then rooted chapters A (page 1) and B (pages 1 and 2, the second B's own
    /// navigation: the one held), then chapter C (page 1, its start the navigation between);
    /// then A's deep link keeps A page 1 and pushes A page 2, taking B's and C's pages away.
    /// Each step is a deep link only the flow it names answers. `beforeLink` sees the stack
    /// before the link.
    private func appWithHeldNavigation(beforeLink: (BinderApp) -> Void = { _ in }) throws -> BinderApp {
        let app = BinderApp()
        app.start()
        app.coordinator.navigate(to: BinderStep.chapter(.rooted, name: "A"))
        app.coordinator.navigate(to: BinderStep.chapter(.rooted, name: "B"))
        app.coordinator.navigate(to: BinderStep.chapterPage(name: "B", 2))
        let beforeC = try app.coordinator.navigationSnapshot().navigationCount
        app.coordinator.navigate(to: BinderStep.chapter(.rooted, name: "C"))
        #expect(app.titles == ["Shelf", "A page 1", "B page 1", "B page 2", "C page 1"])
        beforeLink(app)
        app.coordinator.navigate(to: BinderStep.chapterLink(name: "A", pages: [1, 2]))
        #expect(app.titles == ["Shelf", "A page 1", "A page 2"])
        // B's two navigations stay, held by the link (C's start, made after them, is kept by
        // C, which runs on); C's page leaves (nothing kept was made after it); the link stays.
        #expect(try app.coordinator.navigationSnapshot().navigationCount == beforeC + 2)
        return app
    }

    /// The steps `snapshot` replays, in tree order: a navigation's step, then the navigations of
    /// the flows it started.
    private static func steps(in snapshot: NavigationSnapshot) throws -> [BinderStep] {
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(snapshot))
        var found: [BinderStep] = []
        func visit(_ value: Any) throws {
            if let object = value as? [String: Any] {
                if let step = object["step"] as? [String: Any], let written = step["value"] as? String {
                    found.append(try JSONDecoder().decode(BinderStep.self, from: Data(written.utf8)))
                }
                for key in object.keys.sorted() { try visit(object[key] as Any) }
            } else if let array = value as? [Any] {
                for child in array { try visit(child) }
            }
        }
        try visit(json)
        return found
    }

    @Test func aNavigationHeldAcrossFlowsIsReplayedAndLeavesWithTheLastNavigationBetween() throws {
        let app = try appWithHeldNavigation()
        let held = try app.coordinator.navigationSnapshot()
        // Three journals: B's holds its navigation, A's the link, the binder's C's start.
        #expect(try Self.steps(in: held).contains(.chapterPage(name: "B", 2)))

        // Replayed, B pushes its pages again and the link takes them away again: the link
        // finds A page 1 where it found it.
        let restored = try app.relaunched()
        #expect(restored.titles == ["Shelf", "A page 1", "A page 2"])
        try restored.relaunched()

        // C ends: its start, the navigation between, leaves, and B's navigations with it.
        app.coordinator.navigate(to: BinderStep.closeChapter(name: "C"))
        let released = try app.coordinator.navigationSnapshot()
        #expect(released.navigationCount == held.navigationCount - 3)
        #expect(
            try Self.steps(in: released) == [
                .shelf, .chapter(.rooted, name: "A"), .page(1), .chapterLink(name: "A", pages: [1, 2]),
                .chapter(.rooted, name: "B"),
            ])
        #expect(app.titles == ["Shelf", "A page 1", "A page 2"])
        try app.relaunched()
        #expect(app.logs.messages(atLeast: .warning).isEmpty)
    }

    @Test func aHeldNavigationLeavesWhenTheFlowOfTheNavigationHoldingItEnds() throws {
        weak var heldScreen: ViewController?
        var app: BinderApp? = try appWithHeldNavigation { heldScreen = $0.stack.viewControllers[3] }
        // The screen of the held navigation went with the link: the journal does not keep it.
        #expect(heldScreen == nil)
        weak let takenAway = app?.stack.viewControllers.last
        weak let chapterC = app?.flow.rootedChapter
        #expect(takenAway?.title == "A page 2")
        #expect(chapterC?.name == "C")
        let held = try #require(try app?.coordinator.navigationSnapshot())

        // A ends, its screens left on the stack: the link leaves with A's navigations and
        // A's start, and B's navigations held by the link leave too, though C's start is kept.
        app?.coordinator.navigate(to: BinderStep.closeChapter(name: "A"))
        let released = try #require(try app?.coordinator.navigationSnapshot())
        #expect(released.navigationCount == held.navigationCount - 5)
        #expect(try Self.steps(in: released) == [.shelf, .chapter(.rooted, name: "B"), .chapter(.rooted, name: "C")])

        // The user goes back to the shelf, A's screens gone: what the snapshot replays.
        app?.goBack(to: "Shelf")
        // (The same navigations; only the stack's depth, its state, differs.)
        let back = try #require(try app?.coordinator.navigationSnapshot())
        #expect(try Self.steps(in: back) == Self.steps(in: released))
        let restored = try #require(app).relaunched()
        #expect(restored.titles == ["Shelf"])
        #expect(app?.logs.messages(atLeast: .warning).isEmpty == true)

        // Nothing left holds the tree or the screens once the app goes.
        weak let binder = app?.flow
        app = nil
        #expect(binder == nil)
        #expect(chapterC == nil)
        #expect(takenAway == nil)
    }

    /// An update of the app whose links no longer take away the screens they do not keep
    /// (they push the pages missing over what is there): replayed, the link would leave B's
    /// pages, held for it, under its own, screens the user no longer had. The replay stops at
    /// the link and says so, rather than report a complete restoration of another tree.
    @Test func aLinkThatNoLongerTakesTheHeldScreensAwayStopsTheRestorationThere() throws {
        let app = try appWithHeldNavigation()
        let snapshot = try app.coordinator.navigationSnapshot()
        let updated = BinderApp(linksTakeAway: false)
        let report = try updated.restore(snapshot)
        let stop = try #require(report.stop, "\(report)")
        #expect(stop.flow == "RxFlowHeadlessTests.RootedChapterFlow")
        #expect(stop.step.contains("chapterLink"))
        #expect(stop.reason == .didNotTakeAway("RxFlowHeadlessTests.ShopItemScreen"))
        #expect(report.navigationsReplayed == report.navigationsInSnapshot - 1)
        #expect(updated.logs.messages(atLeast: .warning).isEmpty)
    }

    /// The same for a navigation that keeps a screen: the link pushed pages 2 and 3, a second
    /// link kept page 2 and replaced page 3 with page 4. Replayed by the update, the second
    /// link leaves page 3 under page 4.
    @Test func aLinkThatNoLongerTakesAwayPartOfAKeptNavigationStopsTheRestorationThere() throws {
        let app = BinderApp()
        app.start()
        app.coordinator.navigate(to: BinderStep.chapter(.rooted, name: "A"))
        app.coordinator.navigate(to: BinderStep.chapterLink(name: "A", pages: [1, 2, 3]))
        app.coordinator.navigate(to: BinderStep.chapterLink(name: "A", pages: [1, 2, 4]))
        #expect(app.titles == ["Shelf", "A page 1", "A page 2", "A page 4"])
        _ = try app.relaunched()

        let updated = BinderApp(linksTakeAway: false)
        let report = try updated.restore(app.coordinator.navigationSnapshot())
        let stop = try #require(report.stop, "\(report)")
        #expect(stop.flow == "RxFlowHeadlessTests.RootedChapterFlow")
        #expect(stop.step.contains("chapterLink"))
        #expect(stop.step.contains("4"))
        #expect(stop.reason == .didNotTakeAway("RxFlowHeadlessTests.ShopItemScreen"))
        #expect(report.navigationsReplayed == report.navigationsInSnapshot - 1)
        #expect(updated.logs.messages(atLeast: .warning).isEmpty)
    }
}
