import RxFlow
import RxFlowHeadless

/// The movies you have seen: list → movie → cast member → …
final class WatchedFlow: Flow {
    var root: any Presentable { rootViewController }

    let rootViewController = NavigationController()
    private let stack: MovieStack

    init(services: AppServices) {
        stack = MovieStack(navigationController: rootViewController, services: services)
    }

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        stack.adapt(step)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .moviesAreRequired:
            return stack.showList(of: .watched)
        case .movieIsPicked(let movieId):
            return stack.showMovie(withId: movieId)
        case .castIsPicked(let castId):
            return stack.showCastMember(withId: castId)
        default:
            return .none
        }
    }
}
