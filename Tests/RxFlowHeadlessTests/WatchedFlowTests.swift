import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// The original RxFlow README's `WatchedFlow` end to end, with the test kit: list → movie →
/// cast in a `NavigationController`. The README's `DemoStep` is not `Equatable`: the kit
/// compares its cases by name and payload.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct WatchedFlowTests {
    /// A store on the flow, its list on screen.
    private func start() async -> FlowTestStore {
        let store = FlowTestStore(
            flow: WatchedFlow(withServices: AppServices()),
            stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        return store
    }

    @Test func listMovieAndCastArePushed() async {
        let store = await start()
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 42)
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 42))
        store.visibleScreen(as: MovieDetailViewController.self)?.viewModel.pick(castId: 7)
        await store.receive(WatchedFlow.self, DemoStep.castIsPicked(withId: 7))
        store.assertHierarchy(
            """
            Window (key)
            - NavigationController [visible]
              - WatchedViewController "Watched"
              - MovieDetailViewController "Movie 42"
              - CastDetailViewController "Cast 7" (top) [visible]
            """)
        await store.finish()
    }

    @Test func stepsOfCoveredScreensAreDropped() async {
        let store = await start()
        do {
            let list = store.visibleScreen(as: WatchedViewController.self)?.viewModel
            list?.pick(movieId: 1)
            list?.pick(movieId: 2)  // the list is covered by now
        }
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
        await store.receiveDrop(DemoStep.movieIsPicked(withId: 2), reason: .presentableNotVisible)
        await store.finish()
    }

    @Test func aPoppedScreensStepsAreReportedAndItIsReleased() async {
        let store = await start()
        weak var movieScreen: MovieDetailViewController?
        var relay: PublishRelay<any Step>?
        do {
            store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 1)
            movieScreen = store.visibleScreen(as: MovieDetailViewController.self)
            relay = movieScreen?.viewModel.steps
        }
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))

        (store.window.rootViewController as? NavigationController)?.popViewController(animated: true)
        #expect(movieScreen == nil)
        relay?.accept(DemoStep.castIsPicked(withId: 3))  // a late answer: not navigated, reported
        await store.receiveDrop(DemoStep.castIsPicked(withId: 3), reason: .presentableDismissed)

        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 5)
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 5))
        await store.finish()
    }
}
