import RxFlow
import RxFlowHeadless

// The original RxFlow demo's `DashboardFlow` (a tab bar of the wishlist flow and the README's
// `WatchedFlow`), its `WishlistFlow` (which presents the settings) and its `SettingsFlow` (a
// split view), trimmed to what `DashboardFlowTests` drives.

/// The settings step that the README's `DemoStep` does not declare.
enum SettingsStep: Step {
    case apiKeyIsRequired
}

final class DashboardFlow: Flow {
    var root: any Presentable {
        return self.rootViewController
    }

    let rootViewController = TabBarController()
    private let services: AppServices

    init(withServices services: AppServices) {
        self.services = services
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .dashboardIsRequired:
            return navigateToDashboard()
        default:
            return .none
        }
    }

    private func navigateToDashboard() -> FlowContributors {
        let wishlistFlow = WishlistFlow(withServices: self.services)
        let watchedFlow = WatchedFlow(withServices: self.services)

        Flows.use(wishlistFlow, watchedFlow, when: .ready) {
            [unowned self] (root1: NavigationController, root2: NavigationController) in
            root1.title = "Wishlist"
            root2.title = "Watched"
            self.rootViewController.setViewControllers([root1, root2], animated: false)
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

final class WishlistFlow: Flow {
    var root: any Presentable {
        return self.rootViewController
    }

    let rootViewController = NavigationController()
    private let services: AppServices

    init(withServices services: AppServices) {
        self.services = services
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .moviesAreRequired:
            let viewController = WishlistViewController(viewModel: WishlistViewModel())
            viewController.title = "Wishlist"
            self.rootViewController.pushViewController(viewController, animated: true)
            return .viewController(viewController)
        case .movieIsPicked(let movieId):
            let viewController = MovieDetailViewController.instantiate(
                withViewModel: MovieDetailViewModel(withMovieId: movieId),
                andServices: self.services)
            viewController.title = viewController.viewModel.title
            self.rootViewController.pushViewController(viewController, animated: true)
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: viewController, withNextStepper: viewController.viewModel))
        case .settingsAreRequired:
            return navigateToSettings()
        case .settingsAreComplete:
            self.rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

    private func navigateToSettings() -> FlowContributors {
        let settingsStepper = SettingsStepper()
        let settingsFlow = SettingsFlow(withServices: self.services, andStepper: settingsStepper)

        Flows.use(settingsFlow, when: .ready) { [unowned self] (root: SplitViewController) in
            // Full screen, as in the demo before iOS 13: the tests check that it covers the tabs.
            root.modalPresentationStyle = .fullScreen
            self.rootViewController.present(root, animated: true)
        }

        return .one(flowContributor: .contribute(withNextPresentable: settingsFlow, withNextStepper: settingsStepper))
    }
}

final class WishlistViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func pick(movieId: Int) { steps.accept(DemoStep.movieIsPicked(withId: movieId)) }
    func settings() { steps.accept(DemoStep.settingsAreRequired) }
}

final class WishlistViewController: ViewController, SteppingScreen {
    let viewModel: WishlistViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: WishlistViewModel) {
        self.viewModel = viewModel
        super.init()
    }
}

final class SettingsStepper: OneStepper {
    init() { super.init(withSingleStep: DemoStep.settingsAreRequired) }
}

final class SettingsFlow: Flow {
    var root: any Presentable {
        return self.rootViewController
    }

    let rootViewController = SplitViewController()
    private let services: AppServices
    private let stepper: SettingsStepper

    init(withServices services: AppServices, andStepper stepper: SettingsStepper) {
        self.services = services
        self.stepper = stepper
    }

    func navigate(to step: any Step) -> FlowContributors {
        if case SettingsStep.apiKeyIsRequired = step {
            return showDetail(SettingsDetailViewController(titled: "API key"))
        }
        guard let step = step as? DemoStep else { return .none }
        switch step {
        case .settingsAreRequired:
            return navigateToSettingsScreen()
        case .loginIsRequired:
            return showDetail(SettingsDetailViewController(titled: "Login"))
        case .settingsAreComplete:
            return .end(forwardToParentFlowWithStep: DemoStep.settingsAreComplete)
        default:
            return .none
        }
    }

    private func navigateToSettingsScreen() -> FlowContributors {
        let navigationController = NavigationController()
        let settingsListViewController = SettingsListViewController(viewModel: SettingsListViewModel())
        let settingsLoginViewController = SettingsDetailViewController(titled: "Login")
        navigationController.viewControllers = [settingsListViewController]
        self.rootViewController.viewControllers = [navigationController, settingsLoginViewController]

        return .multiple(flowContributors: [
            .contribute(
                withNextPresentable: navigationController, withNextStepper: settingsListViewController.viewModel),
            .contribute(
                withNextPresentable: settingsLoginViewController,
                withNextStepper: settingsLoginViewController.viewModel),
        ])
    }

    private func showDetail(_ viewController: SettingsDetailViewController) -> FlowContributors {
        self.rootViewController.showDetailViewController(viewController, sender: nil)
        return .viewController(viewController)
    }
}

final class SettingsListViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func pickLogin() { steps.accept(DemoStep.loginIsRequired) }
    func pickApiKey() { steps.accept(SettingsStep.apiKeyIsRequired) }
    func done() { steps.accept(DemoStep.settingsAreComplete) }
}

final class SettingsListViewController: ViewController, SteppingScreen {
    let viewModel: SettingsListViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: SettingsListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Settings"
    }
}

final class SettingsDetailViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}

final class SettingsDetailViewController: ViewController, SteppingScreen {
    let viewModel = SettingsDetailViewModel()
    var stepper: any Stepper { viewModel }

    init(titled title: String) {
        super.init()
        self.title = title
    }
}
