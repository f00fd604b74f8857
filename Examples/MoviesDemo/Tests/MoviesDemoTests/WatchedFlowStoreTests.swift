import RxFlow
import RxFlowTesting
import Testing

@testable import MoviesDemo

@MainActor @Test func pickingAWatchedMovieShowsIt() async {
    let store = FlowTestStore(
        flow: WatchedFlow(services: AppServices()), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
    await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
    store.visibleScreen(as: MovieListScreen.self)?.viewModel.pick(movieId: 55423)  // Mad Max: Fury Road
    await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 55423))
    await store.finish()
}
