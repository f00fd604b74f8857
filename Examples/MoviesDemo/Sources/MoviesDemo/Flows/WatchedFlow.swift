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

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        return stack.navigate(to: step, listing: .watched) ?? .none
    }
}
