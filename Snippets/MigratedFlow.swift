// An RxFlow 2.13 flow after its port (see the "Migrating from RxFlow 2.x" article):
// run it with `swift run MigratedFlow`.
import RxFlow
import RxFlowHeadless

final class WatchedFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = NavigationController()

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        Just(PermissionManager.canSeeDetails ? step : DemoStep.unauthorized).eraseToAnyPublisher()
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case DemoStep.movieIsPicked(let id) = step else { return .none }
        let viewModel = MovieDetailViewModel(movieId: id)
        let viewController = MovieDetailViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }
}

final class MovieDetailViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    let movieId: Int
    init(movieId: Int) { self.movieId = movieId }
    func pick(castId: Int) { steps.accept(DemoStep.castIsPicked(withId: castId)) }
}

// What the flow uses, which the article does not show.
enum DemoStep: Step {
    case movieIsPicked(withId: Int)
    case castIsPicked(withId: Int)
    case unauthorized
}

enum PermissionManager {
    static let canSeeDetails = true
}

final class MovieDetailViewController: ViewController {
    let viewModel: MovieDetailViewModel

    init(viewModel: MovieDetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Movie"
    }
}

let window = Window()
let flow = WatchedFlow()
window.rootViewController = flow.root as? ViewController
window.makeKeyAndVisible()

let coordinator = FlowCoordinator()
let log = coordinator.rx.didNavigate.sink { flow, step in print("did navigate flow=\(type(of: flow)) step=\(step)") }
coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.movieIsPicked(withId: 23452)))
print(window.render())
log.cancel()
