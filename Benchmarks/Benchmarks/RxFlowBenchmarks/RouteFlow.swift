import RxFlow
import RxFlowSwiftUI

/// A flow whose root is a SwiftUI `FlowStack`: it pushes a route with a new view model on
/// every `.routePush`, pops on `.routePop`, and replaces the path with its deep link's routes
/// on `.routeDeepLink`, contributing every new route with a new view model, as an app does.
@MainActor
final class RouteFlow: Flow {
    /// The stack the flow navigates on; its root route comes with `.routeStart`.
    let stack = FlowStack<BenchRoute>()
    /// The path `.routeDeepLink` sets: the root, then `.page(1)` to `.page(deepLinkDepth)`.
    let deepLinkValues: [BenchRoute]
    /// How many routes `.routePush` pushed.
    private(set) var pushes = 0
    /// How many `.routePop` steps were navigated.
    private(set) var pops = 0
    /// How many `.routeDeepLink` steps were navigated.
    private(set) var deepLinks = 0
    /// How many `.tick` steps were navigated (from any of its routes' view models).
    private(set) var ticks = 0

    /// Creates the flow; its stack is shown by the app unless a container (tabs) shows it.
    init(deepLinkDepth: Int = 0, shownByApp: Bool = true) {
        deepLinkValues = [.root] + (0..<deepLinkDepth).map { .page($0 + 1) }
        if shownByApp { stack.show() }
        // The app renders the stack: its view reads the path, after which every change goes
        // through Observation's registrar (a stack nothing has read skips it).
        _ = stack.path
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    /// The stack.
    var root: any Presentable { stack }

    /// Pushes, pops or deep-links the stack; counts what it navigated.
    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? BenchStep else { return .none }
        switch step {
        case .routeStart:
            return .route(stack.push(.root, viewModel: RelayStepper()))
        case .routePush:
            pushes += 1
            return .route(stack.push(.page(pushes), viewModel: RelayStepper()))
        case .routePop:
            pops += 1
            stack.pop()
            return .none
        case .routeDeepLink:
            deepLinks += 1
            // From the root: every route after it is new, to contribute with a new view model.
            let newRoutes = stack.setRoutes(deepLinkValues, animated: false).dropFirst()
            return .multiple(
                flowContributors: newRoutes.map { route in
                    let viewModel = RelayStepper()
                    route.viewModel = viewModel
                    return .contribute(withNextPresentable: route, withNextStepper: viewModel)
                })
        case .tick:
            ticks += 1
            return .none
        default:
            return .none
        }
    }
}
