import RxFlow
import RxFlowHeadless

/// A tab bar of the wishlist and the watched movies, set up once both flows are ready.
final class DashboardFlow: Flow {
    var root: any Presentable { rootViewController }

    let rootViewController = TabBarController()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .dashboardIsRequired:
            return navigateToDashboard()
        case .userLoggedOut:
            return .end(forwardToParentFlowWithStep: DemoStep.userLoggedOut)
        default:
            return .none
        }
    }

    private func navigateToDashboard() -> FlowContributors {
        let wishlistFlow = WishlistFlow(services: services)
        let watchedFlow = WatchedFlow(services: services)

        Flows.use(wishlistFlow, watchedFlow, when: .ready) {
            [unowned self] (wishlist: NavigationController, watched: NavigationController) in
            wishlist.title = "Wishlist"
            watched.title = "Watched"
            self.rootViewController.setViewControllers([wishlist, watched], animated: false)
        }

        return .multiple(flowContributors: [
            .contribute(
                withNextPresentable: wishlistFlow,
                withNextStepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired)),
            .contribute(
                withNextPresentable: watchedFlow,
                withNextStepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired)),
        ])
    }
}
