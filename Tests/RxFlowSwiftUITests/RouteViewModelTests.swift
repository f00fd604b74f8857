import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// A route's view model, whatever it is: a route keeps it as a reference (a value is boxed),
/// and hands back the view model itself, never the box.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct RouteViewModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRouteHandsBackItsViewModelWhetherAClassOrAValue() {
        let stack = shownStack(.list)
        let route = stack.push(.movie(id: 1), viewModel: ValueModel(name: "Dune"))
        #expect(route.viewModel(as: ValueModel.self)?.name == "Dune")
        #expect(route.viewModel is ValueModel)
        let model = TapModel()
        route.viewModel = model
        #expect(route.viewModel(as: TapModel.self) === model && route.viewModel(as: ValueModel.self) == nil)
        route.viewModel = nil
        #expect(route.viewModel == nil)
        #expect(stack.push(.cast(id: 2)).viewModel == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aValueViewModelsStepsAreNavigatedWhileItsRouteIsShown() async {
        let store = FlowTestStore(
            flow: ValueModelFlow(), stepper: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        await store.receive(ValueModelFlow.self, MovieStep.moviesAreRequired)
        let list = store.visibleRoute(as: MovieRoute.self)?.viewModel(as: ValueModel.self)
        #expect(list?.name == "list")
        list?.steps.accept(MovieStep.movieIsPicked(id: 1))
        await store.receive(ValueModelFlow.self, MovieStep.movieIsPicked(id: 1))
        #expect(store.visibleRoute(as: MovieRoute.self)?.viewModel(as: ValueModel.self)?.name == "movie 1")
        // The list is covered: its value view model's step is dropped as the route's would be.
        list?.steps.accept(MovieStep.castIsPicked(id: 2))
        await store.receiveDrop(MovieStep.castIsPicked(id: 2), reason: .presentableNotVisible)
        await store.finish()
    }
}

/// A view model that is a struct.
@MainActor
private struct ValueModel: Stepper {
    let steps = PublishRelay<any Step>()
    let name: String
}

/// Pushes routes whose view models are values.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
private final class ValueModelFlow: Flow {
    let stack = FlowStack<MovieRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? MovieStep {
        case .moviesAreRequired:
            return .route(stack.push(.list, viewModel: ValueModel(name: "list")))
        case .movieIsPicked(let id):
            return .route(stack.push(.movie(id: id), viewModel: ValueModel(name: "movie \(id)")))
        default:
            return .none
        }
    }
}
