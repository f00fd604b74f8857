import RxFlow
import RxFlowHeadless

// An app's main flow on its window, in the README's shape: a login screen, then a tab bar
// whose tab is a child flow, and the login screen again when that flow ends (a logout).

enum LoginStep: Step, Codable, Equatable {
    case loginIsRequired
    case userIsLoggedIn
    /// Shows a screen whose view model holds it: a retain cycle that outlives the flow.
    case leakIsRequired
}

final class LoginViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    func logIn() { steps.accept(LoginStep.userIsLoggedIn) }
}

final class LoginViewController: ViewController {
    let viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Login"
    }
}

final class WindowAppFlow: Flow {
    var root: any Presentable { window }
    private let window: Window
    /// Where the leaky screen's view model comes from (see `LoginStep.leakIsRequired`).
    private let cycles: LeakyCycles

    init(window: Window, cycles: LeakyCycles = LeakyCycles()) {
        self.cycles = cycles
        self.window = window
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step {
        case LoginStep.loginIsRequired, KitStep.watchedIsDone:
            let viewModel = LoginViewModel()
            let screen = LoginViewController(viewModel: viewModel)
            window.rootViewController = screen
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        case LoginStep.userIsLoggedIn:
            // The child flow ends (and hands its parent `watchedIsDone`) on a logout.
            let watched = EndableWatchedFlow()
            Flows.use(watched, when: .ready) { [unowned self] (root: NavigationController) in
                let tabs = TabBarController()
                tabs.setViewControllers([root], animated: false)
                self.window.rootViewController = tabs
            }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: watched,
                    withNextStepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired)
                ))
        case LoginStep.leakIsRequired:
            let viewModel = cycles.make()
            let screen = LeakyViewController(viewModel: viewModel)
            window.rootViewController = screen
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        default:
            return .none
        }
    }
}
