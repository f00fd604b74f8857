import RxFlow
import RxFlowHeadless

/// The login: one screen; logging in ends the flow, which releases it.
final class LoginFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .loginIsRequired:
            let screen = LoginScreen.instantiate(withViewModel: LoginViewModel())
            rootViewController.pushViewController(screen, animated: false)
            return .viewController(screen)
        case .userIsLoggedIn:
            return .end(forwardToParentFlowWithStep: AppStep.userIsLoggedIn)
        default:
            return .none
        }
    }
}
