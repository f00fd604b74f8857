import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// The rules the SwiftUI article states for the edges: a push under a presentation, verbs on
/// an ended stack, an empty `setRoutes`, `setRoutes` under presentations, and a presentation
/// binding written late.
@MainActor
struct StackEdgeRulesTests {
    // MARK: - Push while something is presented

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRoutePushedUnderASheetIsVisibleAndTheSheetStays() {
        let stack = shownStack(.list)
        let sheet = stack.present(.share, style: .sheet)
        let movie = stack.push(.movie(id: 1))
        #expect(stack.presentations == [sheet] && sheet.isVisible)
        #expect(movie.isVisible && !stack.routes[0].isVisible)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func aRoutePushedUnderACoverIsHiddenUntilTheCoverGoes() {
        let stack = shownStack(.list)
        let cover = stack.present(.player(id: 1), style: .fullScreenCover)
        let movie = stack.push(.movie(id: 1))
        #expect(!movie.isVisible && cover.isVisible)
        stack.dismiss()
        #expect(movie.isVisible)
    }

    // MARK: - An ended stack

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func routesPushedOrPresentedOnAnEndedStackWaitHiddenUntilItIsShownAgain() {
        let stack = shownStack(.list)
        stack.end()
        let list = stack.push(.list)
        let sheet = stack.present(.share)
        #expect(!list.isVisible && !list.isDismissed && !sheet.isVisible && !sheet.isDismissed)
        #expect(!stack.isVisible && !stack.isShown)
        stack.show()
        #expect(list.isVisible && sheet.isVisible && stack.isVisible)
        #expect(stack.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func endingAgainDismissesWhatWasPushedOnTheEndedStack() {
        let stack = shownStack(.list)
        stack.end()
        let list = stack.push(.list)
        let watch = Watch(list)
        stack.end()
        #expect(list.isDismissed && watch.dismissals == 1 && stack.routes.isEmpty)
        stack.end()
        #expect(watch.dismissals == 1)
    }

    // MARK: - The root

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anEmptySetRoutesKeepsTheRootAsPoppingTheRootDoes() {
        let logs = LogCapture()
        let stack = FlowStack<MovieRoute>(logger: logs.logger)
        stack.show()
        #expect(stack.setRoutes([]).isEmpty, "nothing to remove on an empty stack")
        stack.push(.list)
        let movie = stack.push(.movie(id: 1))
        let kept = stack.setRoutes([])
        #expect(kept.map(\.value) == [.list, .movie(id: 1)] && movie.isVisible)
        stack.popToRoot()
        #expect(stack.pop() == nil)
        #expect(stack.warnings.map(\.kind) == [.cannotPopRoot, .cannotPopRoot])
        #expect(logs.messages(at: .error).count == 2)
        // Another root replaces it.
        let home = stack.setRoutes([.settings])
        #expect(home.map(\.value) == [.settings] && home[0].isVisible)
    }

    // MARK: - setRoutes under presentations

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func setRoutesKeepsThePresentations() {
        let stack = shownStack(.list)
        let sheet = stack.present(.share)
        let routes = stack.setRoutes([.list, .movie(id: 1)])
        #expect(stack.presentations == [sheet] && sheet.isVisible && !sheet.isDismissed)
        #expect(routes[1].isVisible, "under a sheet")

        let cover = stack.present(.player(id: 1), style: .fullScreenCover)
        let deeper = stack.setRoutes([.list, .movie(id: 1), .cast(id: 2)])
        #expect(stack.presentations == [sheet, cover] && !deeper[2].isVisible && !sheet.isVisible)
        stack.dismiss(sheet)
        #expect(deeper[2].isVisible)
    }

    // MARK: - A late write of a presentation binding

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDismissalWrittenAfterTheFlowReplacedThePresentationIsIgnored() {
        let stack = shownStack(.list)
        let first = stack.present(.share)
        // The flow replaces the sheet before SwiftUI reports the first one swiped down.
        stack.dismiss()
        let second = stack.present(.settings)
        stack.setPresentation(nil, at: 0, style: .sheet, shown: first)
        #expect(stack.presentations == [second] && second.isVisible && !second.isDismissed)
        #expect(stack.warnings.isEmpty)
        // A cover in its place: the sheet's binding, written late, does not reach it either.
        stack.dismiss()
        let cover = stack.present(.player(id: 1), style: .fullScreenCover)
        stack.setPresentation(nil, at: 0, style: .sheet, shown: second)
        stack.setPresentation(nil, at: 0, style: nil, shown: second)
        #expect(stack.presentations == [cover])
        // The write for the route shown now dismisses it.
        stack.setPresentation(nil, at: 0, style: .fullScreenCover, shown: cover)
        #expect(stack.presentations.isEmpty && cover.isDismissed)
    }
}
