import Logging
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// The verbs a flow calls: what each makes visible, and that every route that leaves is
/// dismissed exactly once.
@MainActor
struct FlowStackTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theTopOfAShownStackIsVisible() {
        let stack = FlowStack<MovieRoute>()
        let list = stack.push(.list)
        #expect(!list.isVisible, "a stack that is not shown shows nothing")
        stack.show()
        #expect(stack.isVisible && list.isVisible)
        let movie = stack.push(.movie(id: 1))
        #expect(!list.isVisible && movie.isVisible)
        #expect(stack.routes.map(\.value) == [.list, .movie(id: 1)])
        #expect(stack.path == [movie])
        #expect(stack.visibleRoute === movie)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popDismissesTheTopOnceAndShowsTheOneUnder() {
        let logs = LogCapture()
        let stack = shownStack(.list, .movie(id: 1), logger: logs.logger)
        let (list, movie) = (stack.routes[0], stack.routes[1])
        let (listWatch, movieWatch) = (Watch(list), Watch(movie))
        #expect(stack.pop() === movie)
        #expect(movieWatch.events == ["hidden", "dismissed"])
        #expect(listWatch.events == ["visible"])
        #expect(movie.isDismissed && !list.isDismissed)
        #expect(stack.pop() == nil, "the root is not popped")
        #expect(stack.warnings.map(\.kind) == [.cannotPopRoot])
        #expect(logs.messages(at: .error) == stack.warnings.map(\.message))
        #expect(movieWatch.dismissals == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToRootDismissesEveryRouteAboveTopFirst() {
        let stack = shownStack(.list, .movie(id: 1), .cast(id: 2))
        let order = DismissalOrder(stack.routes)
        let popped = stack.popToRoot()
        #expect(popped.map(\.value) == [.cast(id: 2), .movie(id: 1)])
        #expect(order.dismissed == [.cast(id: 2), .movie(id: 1)])
        #expect(stack.routes.map(\.value) == [.list] && stack.routes[0].isVisible)
        #expect(stack.popToRoot().isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func popToARoute() {
        let logs = LogCapture()
        let stack = shownStack(.list, .movie(id: 1), .cast(id: 2), .movie(id: 3), logger: logs.logger)
        let movie = stack.routes[1]
        #expect(stack.pop(to: movie).map(\.value) == [.movie(id: 3), .cast(id: 2)])
        #expect(movie.isVisible)
        let stranger = FlowStack<MovieRoute>().push(.share)
        #expect(stack.pop(to: stranger).isEmpty)
        #expect(stack.warnings.map(\.kind) == [.notInStack])
        #expect(logs.messages(at: .error) == stack.warnings.map(\.message))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func setRoutesKeepsTheMatchingPrefixAndReplacesTheRest() {
        let stack = shownStack(.list, .movie(id: 1), .cast(id: 2))
        let (list, movie, cast) = (stack.routes[0], stack.routes[1], stack.routes[2])
        let watches = [list, movie, cast].map(Watch.init)
        let stackWatch = Watch(stack)
        let routes = stack.setRoutes([.list, .movie(id: 7), .cast(id: 8)])
        #expect(routes.map(\.value) == [.list, .movie(id: 7), .cast(id: 8)])
        #expect(routes[0] === list, "the matching root is the same presentable")
        #expect(routes[1] !== movie && routes[2].isVisible)
        #expect(watches.map(\.dismissals) == [0, 1, 1])
        #expect(stack.setRoutes([.movie(id: 3)]).map(\.value) == [.movie(id: 3)])
        #expect(list.isDismissed && stackWatch.dismissals == 0, "a new root does not end the stack")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRoutePushedAgainAfterItWasPoppedIsANewRoute() {
        let stack = shownStack(.list)
        let first = stack.push(.movie(id: 1))
        let watch = Watch(first)
        stack.pop()
        let again = stack.push(.movie(id: 1))
        #expect(again !== first && again != first && again.id != first.id)
        #expect(again.isVisible && !first.isVisible && first.isDismissed)
        #expect(watch.events == ["hidden", "dismissed"], "the popped route stays dismissed")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theSameValueTwiceOnAPathIsTwoRoutes() {
        let stack = shownStack(.list, .movie(id: 1), .movie(id: 1))
        #expect(Set(stack.routes).count == 3)
        stack.pop()
        #expect(stack.routes[1].isVisible && !stack.routes[1].isDismissed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func aSheetLeavesThePathVisibleACoverHidesIt() {
        let stack = shownStack(.list)
        let list = stack.routes[0]
        let sheet = stack.present(.share)
        #expect(sheet.style == .sheet && sheet.isVisible && list.isVisible)
        let cover = stack.present(.player(id: 1), style: .fullScreenCover)
        #expect(cover.isVisible && !sheet.isVisible && !list.isVisible)
        #expect(stack.visibleRoute === cover)
        #expect(stack.dismiss() === cover)
        #expect(sheet.isVisible && list.isVisible && cover.isDismissed)
        #expect(stack.visibleRoute === sheet)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func dismissingARouteDismissesWhatIsOverIt() {
        let logs = LogCapture()
        let stack = shownStack(.list, logger: logs.logger)
        let first = stack.present(.share)
        let second = stack.present(.settings)
        let order = DismissalOrder([first, second])
        stack.dismiss(first)
        #expect(order.dismissed == [.settings, .share])
        #expect(stack.presentations.isEmpty && stack.routes[0].isVisible)
        #expect(stack.dismiss() == nil)
        stack.dismiss(first)
        #expect(stack.warnings.map(\.kind) == [.nothingToDismiss, .notPresented])
        #expect(logs.messages(at: .error) == stack.warnings.map(\.message))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func pushingUnderACoverKeepsTheNewTopHidden() {
        let stack = shownStack(.list)
        stack.present(.player(id: 1), style: .fullScreenCover)
        let movie = stack.push(.movie(id: 1))
        #expect(!movie.isVisible)
        stack.dismiss()
        #expect(movie.isVisible)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func hidingAndShowingTheStack() {
        let stack = shownStack(.list)
        let sheet = stack.present(.share)
        let watch = Watch(stack)
        stack.hide()
        #expect(!stack.isVisible && !sheet.isVisible && !stack.routes[0].isVisible && !stack.isShown)
        stack.show()
        #expect(sheet.isVisible && stack.routes[0].isVisible)
        #expect(watch.events == ["hidden", "visible"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func tabsAreStacksTheSelectionShowsAndHides() {
        let (movies, settings) = (FlowStack<MovieRoute>(), FlowStack<MovieRoute>())
        let (list, main) = (movies.push(.list), settings.push(.settings))
        let settingsWatch = Watch(settings)
        movies.show()
        // The user selects the second tab, then the first again.
        movies.hide()
        settings.show()
        #expect(!list.isVisible && main.isVisible && !list.isDismissed)
        settings.hide()
        movies.show()
        #expect(list.isVisible && !main.isVisible && !main.isDismissed)
        #expect(settingsWatch.events == ["visible", "hidden"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func endingTheStackDismissesEverythingOnceThenTheStack() {
        let stack = shownStack(.list, .movie(id: 1))
        let sheet = stack.present(.share)
        let order = DismissalOrder(stack.routes + [sheet])
        let stackWatch = Watch(stack)
        stack.end()
        #expect(order.dismissed == [.share, .movie(id: 1), .list])
        #expect(stackWatch.events == ["hidden", "dismissed"])
        stack.end()
        #expect(stackWatch.dismissals == 1 && order.dismissed.count == 3)
        #expect(stack.routes.isEmpty && stack.presentations.isEmpty)
        stack.show()
        #expect(stack.isVisible, "an ended stack can be shown again, empty")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theStackRendersAsText() {
        let stack = shownStack(.list, .movie(id: 1))
        let child = FlowStack<MovieRoute>()
        child.push(.settings)
        stack.present(child, as: .settings)
        #expect(
            stack.render() == """
                - FlowStack<MovieRoute> [visible]
                  - list
                  - movie(id: 1) (top) [visible]
                  - sheet: settings [visible]
                    - FlowStack<MovieRoute> [visible]
                      - settings (top) [visible]
                """)
    }
}

/// The order in which routes are dismissed.
@MainActor
final class DismissalOrder {
    private(set) var dismissed: [MovieRoute] = []
    private var cancellables = Set<AnyCancellable>()

    init(_ routes: [FlowRoute<MovieRoute>]) {
        for route in routes {
            let value = route.value
            route.rxDismissed.sink { [weak self] in self?.dismissed.append(value) }.store(in: &cancellables)
        }
    }
}
