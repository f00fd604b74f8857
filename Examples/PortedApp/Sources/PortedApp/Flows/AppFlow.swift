import RxFlow
import RxFlowHeadless

/// The window's flow: the login, then the movies, and the login again after a logout.
final class AppFlow: Flow {
    var root: any Presentable { window }
    private let window: Window

    init(window: Window) {
        self.window = window
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .loginIsRequired, .logoutIsConfirmed:
            return navigateToLogin()
        case .userIsLoggedIn:
            return navigateToMovies()
        default:
            return .none
        }
    }

    /// A flow of its own, which ends once logged in: replacing a window's root does not
    /// dismiss it (as in UIKit), so a contribution on the login screen would never end.
    private func navigateToLogin() -> FlowContributors {
        let loginFlow = LoginFlow()
        Flows.use(loginFlow, when: .created) { [unowned self] (root: NavigationController) in
            self.window.rootViewController = root
        }
        return .one(
            flowContributor: .contribute(
                withNextPresentable: loginFlow, withNextStepper: OneStepper(withSingleStep: AppStep.loginIsRequired)))
    }

    private func navigateToMovies() -> FlowContributors {
        let moviesFlow = MoviesFlow()
        Flows.use(moviesFlow, when: .created) { [unowned self] (root: NavigationController) in
            self.window.rootViewController = root
        }
        return .one(
            flowContributor: .contribute(
                withNextPresentable: moviesFlow, withNextStepper: OneStepper(withSingleStep: AppStep.moviesAreRequired))
        )
    }
}
