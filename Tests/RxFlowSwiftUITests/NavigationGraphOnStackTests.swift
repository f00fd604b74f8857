import RxFlow
import RxFlowSwiftUI
import Testing

/// The navigation graph of a flow on a stack: routes are presentables like any other.
@MainActor
struct NavigationGraphOnStackTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func routesAndChildFlowsAreNodesOfTheGraph() {
        let flow = MoviesFlow()
        flow.stack.show()
        let coordinator = FlowCoordinator()
        let recorder = NavigationGraphRecorder(observing: coordinator)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        flow.stack.routes.last?.viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 1))
        flow.stack.routes.last?.viewModel(as: TapModel.self)?.tap(MovieStep.settingsAreRequired)

        let route = NavigationGraph.Node(kind: .presentable, name: "FlowRoute<MovieRoute>", flow: "MoviesFlow")
        let movies = NavigationGraph.Node(kind: .flow, name: "MoviesFlow")
        #expect(recorder.graph.nodes.contains(route))
        #expect(
            recorder.graph.edges.contains(
                NavigationGraph.Edge(kind: .contribution, from: movies, to: route, step: "movieIsPicked")))
        #expect(recorder.graph.edges.contains { $0.kind == .childFlow && $0.from == movies })
        recorder.stop()
    }
}
