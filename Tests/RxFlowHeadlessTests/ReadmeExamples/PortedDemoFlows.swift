import RxFlow
import RxFlowHeadless

// Flows written as an RxFlow 2.13 demo app writes them for UIKit, ported with the README's
// porting table alone: the UIKit calls a real app's flows make on bars, tab items, images and
// split views keep their names less the `UI` prefix, and target-action becomes a closure.
// `PortedDemoFlowTests` runs them.

/// The app: a navigation controller whose bar is hidden, onboarding first, then the dashboard.
final class PortedAppFlow: Flow {
    var root: any Presentable { rootViewController }
    let rootViewController = NavigationController()

    init() {
        rootViewController.setNavigationBarHidden(true, animated: false)
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? DemoStep {
        case .onboardingIsRequired:
            let onboarding = PortedOnboardingFlow()
            Flows.use(onboarding, when: .created) { [rootViewController] (root: NavigationController) in
                root.modalPresentationStyle = .fullScreen
                rootViewController.present(root, animated: false)
            }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: onboarding,
                    withNextStepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired)))
        case .onboardingIsComplete:
            rootViewController.dismiss(animated: false)
            let dashboard = PortedDashboardFlow()
            Flows.use(dashboard, when: .created) { [rootViewController] (root: TabBarController) in
                rootViewController.setViewControllers([root], animated: false)
            }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: dashboard,
                    withNextStepper: OneStepper(withSingleStep: DemoStep.dashboardIsRequired)))
        default:
            return .none
        }
    }
}

/// Onboarding in its own navigation controller, titled through its bar's top item.
final class PortedOnboardingFlow: Flow {
    var root: any Presentable { navigationController }
    let navigationController = NavigationController()
    let viewModel = PortedTapViewModel()

    func navigate(to step: any Step) -> FlowContributors {
        if case .onboardingIsComplete = step as? DemoStep {
            return .end(forwardToParentFlowWithStep: DemoStep.onboardingIsComplete)
        }
        guard case .moviesAreRequired = step as? DemoStep else { return .none }
        let screen = ViewController()
        navigationController.pushViewController(screen, animated: false)
        navigationController.navigationBar.topItem?.title = "OnBoarding"
        navigationController.navigationBar.topItem?.setRightBarButton(
            BarButtonItem(title: "Start", style: .done) { [viewModel] in viewModel.tap(.onboardingIsComplete) },
            animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
    }
}

/// The dashboard: a tab bar of a wishlist and a watched list, each with its tab item.
final class PortedDashboardFlow: Flow {
    var root: any Presentable { rootViewController }
    let rootViewController = TabBarController()
    let wishlistFlow = PortedWishlistFlow()

    func navigate(to step: any Step) -> FlowContributors {
        guard case .dashboardIsRequired = step as? DemoStep else { return .none }
        let watched = NavigationController(rootViewController: ViewController())
        watched.tabBarItem = TabBarItem(title: "Watched", image: Image(named: "watched"), selectedImage: nil)
        Flows.use(wishlistFlow, when: .created) { [rootViewController] (root: NavigationController) in
            root.tabBarItem = TabBarItem(title: "Wishlist", image: Image(named: "wishlist"), selectedImage: nil)
            rootViewController.setViewControllers([root, watched], animated: false)
        }
        return .one(
            flowContributor: .contribute(
                withNextPresentable: wishlistFlow,
                withNextStepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired)))
    }
}

/// The wishlist: its first screen gets a settings button (an image) through the bar's items.
final class PortedWishlistFlow: Flow {
    var root: any Presentable { navigationController }
    let navigationController = NavigationController()
    let viewModel = PortedTapViewModel()

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? DemoStep {
        case .moviesAreRequired:
            let screen = ViewController()
            screen.title = "Wishlist"
            navigationController.pushViewController(screen, animated: false)
            navigationController.navigationBar.items?[0].setRightBarButton(
                BarButtonItem(image: Image(named: "settings"), style: .plain) { [weak self] in self?.settings() },
                animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        case .settingsAreRequired:
            let settings = PortedSettingsFlow()
            // The porting table's `Flows.whenReady(flow1:)` row.
            Flows.use(settings, when: .ready) { [unowned self] (root: SplitViewController) in
                self.navigationController.present(root, animated: false)
            }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: settings,
                    withNextStepper: OneStepper(withSingleStep: DemoStep.settingsAreRequired)))
        case .settingsAreComplete:
            navigationController.dismiss(animated: false)
            return .none
        default:
            return .none
        }
    }

    private func settings() {
        viewModel.tap(.settingsAreRequired)
    }
}

/// Settings: a split view showing both columns, closed by a system Done button.
final class PortedSettingsFlow: Flow {
    var root: any Presentable { rootViewController }
    let rootViewController = SplitViewController()
    let viewModel = PortedTapViewModel()

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? DemoStep {
        case .settingsAreRequired:
            let list = ViewController()
            list.title = "Settings"
            let listNavigation = NavigationController(rootViewController: list)
            list.navigationItem.setLeftBarButton(
                BarButtonItem(barButtonSystemItem: .done) { [viewModel] in viewModel.tap(.settingsAreComplete) },
                animated: false)
            rootViewController.viewControllers = [listNavigation, ViewController()]
            rootViewController.preferredDisplayMode = .allVisible
            return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: viewModel))
        case .settingsAreComplete:
            return .end(forwardToParentFlowWithStep: DemoStep.settingsAreComplete)
        default:
            return .none
        }
    }
}

/// A view model whose steps the screens' buttons emit.
final class PortedTapViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func tap(_ step: DemoStep) {
        steps.accept(step)
    }
}
