import Logging
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// What SwiftUI writes when the user navigates (`NavigationStack`'s path binding on Back, swipe
/// back and the back button's menu; a presentation's item binding set to nil when a sheet is
/// swiped down) ends routes exactly as the verbs do.
@MainActor
struct UserNavigationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func backWritesThePathOneShorter() {
        let stack = shownStack(.list, .movie(id: 1), .cast(id: 2))
        let cast = stack.routes[2]
        let watch = Watch(cast)
        stack.path = Array(stack.path.dropLast())
        #expect(watch.events == ["hidden", "dismissed"])
        #expect(stack.routes.map(\.value) == [.list, .movie(id: 1)] && stack.routes[1].isVisible)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSwipeBackThatCompletesIsABackAndOneThatIsCancelledWritesNothing() {
        let stack = shownStack(.list, .movie(id: 1))
        let movie = stack.routes[1]
        let watch = Watch(movie)
        // A cancelled swipe: NavigationStack writes nothing, or the same path again.
        stack.path = stack.path
        #expect(watch.events.isEmpty && movie.isVisible)
        stack.path = []
        #expect(watch.events == ["hidden", "dismissed"])
        #expect(stack.routes[0].isVisible)
        #expect(stack.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theBackButtonMenuPopsSeveralRoutesTopFirst() {
        let stack = shownStack(.list, .movie(id: 1), .cast(id: 2), .movie(id: 3))
        let order = DismissalOrder(stack.routes)
        stack.path = [stack.routes[1]]
        #expect(order.dismissed == [.movie(id: 3), .cast(id: 2)])
        #expect(stack.routes[1].isVisible)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPathSwiftUIDoesNotWriteIsIgnoredWithAWarning() {
        let logs = LogCapture()
        let stack = shownStack(.list, .movie(id: 1), logger: logs.logger)
        let other = FlowStack<MovieRoute>().push(.cast(id: 9))
        stack.path = [stack.routes[1], other]
        stack.path = [other]
        #expect(stack.routes.map(\.value) == [.list, .movie(id: 1)] && stack.routes[1].isVisible)
        #expect(stack.warnings.map(\.kind) == [.unexpectedPathWrite, .unexpectedPathWrite])
        #expect(logs.messages(at: .error) == stack.warnings.map(\.message))
        #expect(!other.isDismissed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSheetSwipedDownIsDismissedOnce() {
        let stack = shownStack(.list)
        let sheet = stack.present(.share)
        let watch = Watch(sheet)
        #expect(stack.presentation(at: 0, style: .sheet) === sheet)
        #expect(stack.presentation(at: 0, style: .fullScreenCover) == nil)
        #expect(stack.presentation(at: 0, style: nil) === sheet, "nil matches any style (macOS shows covers as sheets)")
        stack.setPresentation(nil, at: 0, style: .sheet)
        #expect(watch.events == ["hidden", "dismissed"])
        // SwiftUI may write nil again as the sheet goes away: nothing more happens.
        stack.setPresentation(nil, at: 0, style: .sheet)
        #expect(watch.dismissals == 1 && stack.presentations.isEmpty && stack.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aCoverShownAsASheetIsDismissedThroughTheAnyStyleBinding() {
        let stack = shownStack(.list)
        let cover = stack.present(.player(id: 1), style: .fullScreenCover)
        stack.setPresentation(nil, at: 0, style: nil)
        #expect(cover.isDismissed && stack.routes[0].isVisible)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func nilForTheOtherStyleDoesNothing() {
        let stack = shownStack(.list)
        let sheet = stack.present(.share)
        stack.setPresentation(nil, at: 0, style: .fullScreenCover)
        stack.setPresentation(nil, at: 1, style: .sheet)
        #expect(sheet.isVisible && !sheet.isDismissed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPresentationWriteOtherThanNilIsIgnoredWithAWarning() {
        let logs = LogCapture()
        let stack = shownStack(.list, logger: logs.logger)
        let sheet = stack.present(.share)
        stack.setPresentation(sheet, at: 0, style: .sheet)
        #expect(stack.warnings.isEmpty, "writing back the same route changes nothing")
        stack.setPresentation(FlowStack<MovieRoute>().present(.settings), at: 0, style: .sheet)
        #expect(stack.warnings.map(\.kind) == [.unexpectedPresentationWrite])
        #expect(logs.messages(at: .error) == stack.warnings.map(\.message))
        #expect(stack.presentations == [sheet])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func aCoverOverASheetHidesItUntilTheCoverIsDismissed() {
        let stack = shownStack(.list)
        let sheet = stack.present(.share)
        let cover = stack.present(.player(id: 1), style: .fullScreenCover)
        let (sheetWatch, listWatch) = (Watch(sheet), Watch(stack.routes[0]))
        #expect(stack.presentation(at: 1, style: .fullScreenCover) === cover)
        #expect(!sheet.isVisible && !stack.routes[0].isVisible)
        // The cover is closed by its own button: the flow dismisses it.
        stack.dismiss()
        #expect(sheetWatch.events == ["visible"] && listWatch.events == ["visible"])
        // Then the sheet is swiped down.
        stack.setPresentation(nil, at: 0, style: .sheet)
        #expect(sheetWatch.events == ["visible", "hidden", "dismissed"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSheetOverASheetSwipedDownLeavesTheFirstSheet() {
        let stack = shownStack(.list)
        let first = stack.present(.share)
        let second = stack.present(.settings)
        #expect(first.isVisible && second.isVisible)
        stack.setPresentation(nil, at: 1, style: .sheet)
        #expect(second.isDismissed && first.isVisible && !first.isDismissed)
        #expect(stack.presentations == [first])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func swipingDownALowerSheetTakesTheOnesOverItAlong() {
        let stack = shownStack(.list)
        let first = stack.present(.share)
        let second = stack.present(.settings)
        let order = DismissalOrder([first, second])
        stack.setPresentation(nil, at: 0, style: .sheet)
        #expect(order.dismissed == [.settings, .share])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRoutePushedAgainAfterTheUserWentBackIsANewRoute() {
        let stack = shownStack(.list)
        let first = stack.push(.movie(id: 1))
        stack.path = []
        let again = stack.push(.movie(id: 1))
        #expect(again !== first && first.isDismissed && !again.isDismissed && again.isVisible)
        stack.path = []
        #expect(again.isDismissed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChildStackInASheetEndsWhenTheSheetIsSwipedDown() {
        let stack = shownStack(.list)
        let child = FlowStack<MovieRoute>()
        let childRoot = child.push(.settings)
        let sheet = stack.present(child, as: .settings)
        let childPushed = child.push(.share)
        #expect(child.isVisible && childPushed.isVisible && !childRoot.isVisible && child.isShown)
        #expect(sheet.childStack(of: MovieRoute.self) === child)
        #expect(sheet.childStack(of: Int.self) == nil)
        #expect(stack.visibleRoute === childPushed)
        let childWatch = Watch(child)
        let order = DismissalOrder([sheet, childRoot, childPushed])
        stack.setPresentation(nil, at: 0, style: .sheet)
        #expect(order.dismissed == [.share, .settings, .settings], "the child's routes, then the sheet")
        #expect(childWatch.events == ["hidden", "dismissed"])
        #expect(child.routes.isEmpty && !child.isShown)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func aCoverInAChildStackHidesTheParentsPath() {
        let stack = shownStack(.list)
        let child = FlowStack<MovieRoute>()
        child.push(.settings)
        stack.present(child, as: .settings)
        let list = stack.routes[0]
        #expect(list.isVisible)
        child.present(.player(id: 1), style: .fullScreenCover)
        #expect(!list.isVisible && !child.routes[0].isVisible)
        // The sheet holding the child stack, and that stack, are shown: the cover is theirs.
        #expect(stack.presentations[0].isVisible && child.isVisible)
        child.dismiss()
        #expect(list.isVisible && child.routes[0].isVisible)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func endingAChildStackDismissesItsSheet() {
        let stack = shownStack(.list)
        let child = FlowStack<MovieRoute>()
        child.push(.settings)
        let sheet = stack.present(child, as: .settings)
        child.end()
        #expect(sheet.isDismissed && stack.presentations.isEmpty && child.routes.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStackShownAlreadyIsNotPresentedAndAPresentedOneIsNotShown() {
        let logs = LogCapture()
        let stack = shownStack(.list, logger: logs.logger)
        let other = shownStack(.settings)
        let refused = stack.present(other, as: .settings)
        #expect(refused.isDismissed && stack.presentations.isEmpty)
        #expect(stack.present(stack, as: .settings).isDismissed)
        let child = FlowStack<MovieRoute>(logger: logs.logger)
        stack.present(child, as: .settings)
        #expect(stack.present(child, as: .settings).isDismissed)
        child.show()
        child.hide()
        #expect(child.isVisible)
        #expect(stack.warnings.map(\.kind) == [.alreadyShown, .presentationCycle, .alreadyShown])
        #expect(child.warnings.map(\.kind) == [.alreadyShown, .alreadyShown])
        #expect(logs.entries(at: .error).count == 5)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aListenerThatNavigatesWhileARouteIsDismissedSeesAConsistentStack() {
        // A dismissal's listener (the engine ending a flow that forwards a step) may change the
        // stack at once: the change is applied after the current one, and nothing is lost.
        let stack = shownStack(.list, .movie(id: 1))
        let movie = stack.routes[1]
        var seen: [MovieRoute] = []
        let subscription = movie.rxDismissed.sink {
            seen = stack.routes.map(\.value)
            stack.push(.cast(id: 5))
        }
        stack.pop()
        #expect(seen == [.list])
        #expect(stack.routes.map(\.value) == [.list, .cast(id: 5)])
        #expect(stack.routes[1].isVisible && !stack.routes[0].isVisible)
        withExtendedLifetime(subscription) {}
    }
}
