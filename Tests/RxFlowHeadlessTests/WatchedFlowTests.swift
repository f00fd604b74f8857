import RxFlow
import RxFlowHeadless
import XCTest

/// The README's `WatchedFlow` end to end: list → movie → cast in a `NavigationController`.
@MainActor
final class WatchedFlowTests: XCTestCase {
    private var window: Window!
    private var flow: WatchedFlow!
    private var coordinator: FlowCoordinator!

    override func setUp() async throws {
        window = Window()
        flow = WatchedFlow(withServices: AppServices())
        window.rootViewController = flow.rootViewController
        window.makeKeyAndVisible()
        coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
    }

    private var stack: NavigationController { flow.rootViewController }

    func testListMovieAndCastArePushed() async {
        let list = stack.topViewController as! WatchedViewController
        XCTAssertTrue(list.isVisible)

        list.viewModel.pick(movieId: 42)
        let movie = stack.topViewController as! MovieDetailViewController
        XCTAssertEqual(movie.title, "Movie 42")

        movie.viewModel.pick(castId: 7)
        XCTAssertEqual(stack.topViewController?.title, "Cast 7")
        XCTAssertEqual(
            window.render(),
            """
            Window (key)
            - NavigationController [visible]
              - WatchedViewController "Watched"
              - MovieDetailViewController "Movie 42"
              - CastDetailViewController "Cast 7" (top) [visible]
            """)
    }

    func testStepsOfCoveredScreensAreIgnored() async {
        let list = stack.topViewController as! WatchedViewController
        list.viewModel.pick(movieId: 1)
        XCTAssertFalse(list.isVisible)

        list.viewModel.pick(movieId: 2)
        XCTAssertEqual(stack.viewControllers.map(\.title), ["Watched", "Movie 1"])
    }

    func testPoppedScreensAreSilencedAndReleased() async {
        let list = stack.topViewController as! WatchedViewController
        weak var movieScreen: MovieDetailViewController?
        weak var movieModel: MovieDetailViewModel?
        var relay: PublishRelay<any Step>?
        do {
            list.viewModel.pick(movieId: 1)
            let movie = stack.topViewController as! MovieDetailViewController
            movieScreen = movie
            movieModel = movie.viewModel
            relay = movie.viewModel.steps
        }

        stack.popViewController(animated: true)
        XCTAssertNil(movieScreen)
        XCTAssertNil(movieModel)
        relay?.accept(DemoStep.castIsPicked(withId: 3))
        XCTAssertEqual(stack.viewControllers.map(\.title), ["Watched"])

        XCTAssertTrue(list.isVisible)
        list.viewModel.pick(movieId: 5)
        XCTAssertEqual(stack.viewControllers.map(\.title), ["Watched", "Movie 5"])
    }

    func testDidNavigateReportsEveryStep() async {
        var navigated: [DemoStep] = []
        let subscription = coordinator.rx.didNavigate.sink { _, step in
            MainActor.assumeIsolated { navigated.append(step as! DemoStep) }
        }
        (stack.topViewController as! WatchedViewController).viewModel.pick(movieId: 9)
        (stack.topViewController as! MovieDetailViewController).viewModel.pick(castId: 4)
        XCTAssertEqual(navigated, [.movieIsPicked(withId: 9), .castIsPicked(withId: 4)])
        subscription.cancel()
    }
}
