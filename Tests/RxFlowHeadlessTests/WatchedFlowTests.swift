import RxFlow
import RxFlowHeadless
import Testing

/// The original RxFlow README's `WatchedFlow` end to end: list → movie → cast in a
/// `NavigationController`.
@MainActor
struct WatchedFlowTests {
    private let window: Window
    private let flow: WatchedFlow
    private let coordinator: FlowCoordinator
    private let stack: NavigationController

    init() throws {
        window = Window()
        flow = WatchedFlow(withServices: AppServices())
        stack = try #require(flow.root as? NavigationController)
        window.rootViewController = stack
        window.makeKeyAndVisible()
        coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
    }

    @Test func listMovieAndCastArePushed() throws {
        let list = try #require(stack.topViewController as? WatchedViewController)
        #expect(list.isVisible)

        list.viewModel.pick(movieId: 42)
        let movie = try #require(stack.topViewController as? MovieDetailViewController)
        #expect(movie.title == "Movie 42")

        movie.viewModel.pick(castId: 7)
        #expect(stack.topViewController?.title == "Cast 7")
        #expect(
            window.render() == """
                Window (key)
                - NavigationController [visible]
                  - WatchedViewController "Watched"
                  - MovieDetailViewController "Movie 42"
                  - CastDetailViewController "Cast 7" (top) [visible]
                """)
    }

    @Test func stepsOfCoveredScreensAreIgnored() throws {
        let list = try #require(stack.topViewController as? WatchedViewController)
        list.viewModel.pick(movieId: 1)
        #expect(!list.isVisible)

        list.viewModel.pick(movieId: 2)
        #expect(stack.viewControllers.map(\.title) == ["Watched", "Movie 1"])
    }

    @Test func poppedScreensAreSilencedAndReleased() throws {
        let list = try #require(stack.topViewController as? WatchedViewController)
        weak var movieScreen: MovieDetailViewController?
        weak var movieModel: MovieDetailViewModel?
        var relay: PublishRelay<any Step>?
        do {
            list.viewModel.pick(movieId: 1)
            let movie = try #require(stack.topViewController as? MovieDetailViewController)
            movieScreen = movie
            movieModel = movie.viewModel
            relay = movie.viewModel.steps
        }

        stack.popViewController(animated: true)
        #expect(movieScreen == nil)
        #expect(movieModel == nil)
        relay?.accept(DemoStep.castIsPicked(withId: 3))
        #expect(stack.viewControllers.map(\.title) == ["Watched"])

        #expect(list.isVisible)
        list.viewModel.pick(movieId: 5)
        #expect(stack.viewControllers.map(\.title) == ["Watched", "Movie 5"])
    }

    @Test func didNavigateReportsEveryStep() throws {
        // The README's `DemoStep` is not `Equatable`: its cases are compared by name and payload.
        var navigated: [String] = []
        let subscription = coordinator.observe { event in
            if case .didNavigate(_, let step) = event { navigated.append("\(step as! DemoStep)") }
        }
        try #require(stack.topViewController as? WatchedViewController).viewModel.pick(movieId: 9)
        try #require(stack.topViewController as? MovieDetailViewController).viewModel.pick(castId: 4)
        #expect(navigated == ["movieIsPicked(withId: 9)", "castIsPicked(withId: 4)"])
        subscription.cancel()
    }
}
