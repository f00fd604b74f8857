import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Seeded random runs of the shop (the user's taps, tab switches, Back, sheets swiped down, deep
/// links that make their routes anew or keep the path, a child flow's settings, chapters: child
/// flows pushing on a tab's stack, rooted in it or handed it, nested, ending, their pages popped
/// by the user), relaunched at random moments: each relaunch is complete, shows what the user
/// saw (every route, its visibility, the selected tab) with the same flows alive (a chapter
/// whose pages were all popped included), restores again to the same tree and snapshot, and
/// the run goes on from the restored tree.
@MainActor
struct RandomRestorationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: 1...40)
    func relaunchingAtAnyMomentShowsWhatTheUserSaw(seed: Int) throws {
        let log = LogCapture(level: .info)
        var random = SeededGenerator(seed: UInt64(seed))
        var launch = ShopLaunch(logger: log.logger)
        launch.start()
        var history: [String] = []
        var chapters = 0
        for _ in 0..<60 {
            let operation = Int.random(in: 0..<20, using: &random)
            let value = Int.random(in: 1...2, using: &random)
            let chapter = operation == 15 ? chapters : Int.random(in: 0...max(chapters - 1, 0), using: &random)
            if operation == 15 { chapters += 1 }
            history.append(Self.apply(operation, value: value, chapter: chapter, to: launch))
            guard operation == 13 else { continue }
            let snapshot = try launch.coordinator.navigationSnapshot()
            let picture = launch.picture
            let restored = ShopLaunch(logger: log.logger)
            let report = try restored.restore(snapshot)
            let context = "seed \(seed): \(history.joined(separator: ", "))"
            #expect(report.isComplete, "\(report); \(context)")
            #expect(restored.picture == picture, "\(context)")
            #expect(restored.liveChapters == launch.liveChapters, "\(context)")
            // Restored again, the tree is the same, and so is its snapshot. (Equal to the first
            // one when no two routes of a stack have the same value: equal ones are told
            // apart by position, and the replay may keep another navigation's of the two.)
            let again = try restored.coordinator.navigationSnapshot()
            let third = ShopLaunch(logger: log.logger)
            #expect(try third.restore(again).isComplete, "\(context)")
            #expect(third.picture == picture, "\(context)")
            #expect(third.liveChapters == launch.liveChapters, "\(context)")
            #expect(try third.coordinator.navigationSnapshot() == again, "\(context)")
            launch = restored
        }
        #expect(log.messages(atLeast: .info).isEmpty, "seed \(seed): \(history.joined(separator: ", "))")
    }

    /// Applies operation `operation` as the user or a deep link would (`chapter`: the chapter
    /// it opens or links to); returns its name.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func apply(_ operation: Int, value: Int, chapter: Int, to launch: ShopLaunch) -> String {
        let tab: ShopTab = value == 1 ? .browse : .saved
        let stack = launch.stack(launch.tabs.selectedTab ?? .browse)
        let settings = stack.presentations.lazy.compactMap { $0.childStack(of: ShopSettingsRoute.self) }.last
        switch operation {
        case 0: launch.tap(.itemIsPicked(value))
        case 1: launch.tap(.detailIsPicked(value))
        case 2: launch.tap(.previewIsRequired(value))
        case 3: launch.tap(.itemWithPreview(value))
        case 4: launch.coordinator.navigate(to: ShopStep.itemIsLinked(tab: tab, item: value))
        case 5:
            // Tabs are under no sheet either (a sheet covers the tab bar).
            guard stack.presentations.isEmpty else { return "no tab switch" }
            launch.tabs.selection = tab
        case 6:
            // Back is under no sheet: a sheet is modal.
            guard stack.presentations.isEmpty, !stack.path.isEmpty else { return "no back" }
            if value == 1 { stack.path.removeLast() } else { stack.path = [] }
        case 7:
            guard !stack.presentations.isEmpty else { return "no swipe" }
            stack.setPresentation(nil, at: stack.presentations.count - 1, style: nil)
        case 8: launch.tap(.settingsAreRequired)
        case 9: launch.tap(.aboutIsRequired)
        case 10:
            guard let settings, !settings.path.isEmpty else { return "no settings back" }
            settings.path.removeLast()
        case 11: launch.tap(.settingsAreDone)
        case 12: launch.tap(.previewIsDone)
        case 14: launch.coordinator.navigate(to: ShopStep.itemIsLinkedKeepingPath(tab: tab, item: value))
        case 15:
            launch.tap(.chapterIsOpened(id: chapter, rooted: value == 1))
            return "15:\(value):\(chapter)"
        case 16: launch.tap(.pageIsPicked(value))
        case 17: launch.tap(.chapterIsDone)
        case 18:
            // The back button's menu: two routes back at once.
            guard stack.presentations.isEmpty, !stack.path.isEmpty else { return "no back" }
            stack.path.removeLast(min(2, stack.path.count))
        case 19:
            launch.coordinator.navigate(to: ShopStep.pageIsLinked(chapter: chapter, page: value))
            return "19:\(value):\(chapter)"
        default: return "relaunch"
        }
        return "\(operation):\(value)"
    }
}
