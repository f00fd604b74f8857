import RxFlow
import RxFlowTesting
import Testing

@MainActor @Test func pickingAMovieThenACastMemberShowsThem() async {
    let store = FlowTestStore(flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
    await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
    store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 42)
    await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 42))
    store.visibleScreen(as: MovieDetailViewController.self)?.viewModel.pick(castId: 7)
    await store.receive(WatchedFlow.self, DemoStep.castIsPicked(withId: 7))
    #expect(store.visibleScreen(as: CastDetailViewController.self)?.title == "Cast 7")
    await store.finish()  // fails for a navigation not received, or for anything still alive
}
