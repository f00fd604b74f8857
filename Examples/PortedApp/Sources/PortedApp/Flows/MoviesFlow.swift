import RxFlow
import RxFlowHeadless

/// The movies: a list, their details, the settings (a modal, in the default page-sheet style)
/// and the logout confirmation (an alert).
final class MoviesFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .moviesAreRequired:
            let screen = MovieListScreen.instantiate(withViewModel: MovieListViewModel())
            rootViewController.pushViewController(screen, animated: false)
            return .viewController(screen)
        case .movieIsPicked(let movieId):
            let screen = MovieDetailScreen.instantiate(withViewModel: MovieDetailViewModel(movieId: movieId))
            rootViewController.pushViewController(screen, animated: true)
            return .viewController(screen)
        case .settingsAreRequired:
            return navigateToSettings()
        case .settingsAreComplete:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        case .logoutIsRequired:
            return confirmLogout()
        case .logoutIsConfirmed:
            return .end(forwardToParentFlowWithStep: AppStep.logoutIsConfirmed)
        default:
            return .none
        }
    }

    private func navigateToSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow()
        Flows.use(settingsFlow, when: .created) { [unowned self] (root: NavigationController) in
            // No `modalPresentationStyle`: the default, a page sheet, as on iOS 13 and later.
            self.rootViewController.present(root, animated: true)
        }
        return .one(
            flowContributor: .contribute(
                withNextPresentable: settingsFlow,
                withNextStepper: OneStepper(withSingleStep: AppStep.settingsAreRequired)))
    }

    /// An alert over the list, whose "Log out" handler emits through the list's view model:
    /// the list stays visible under the alert (and after it), so the step is navigated.
    private func confirmLogout() -> FlowContributors {
        guard let list = rootViewController.topViewController as? MovieListScreen else { return .none }
        let alert = AlertController(
            title: "Log out?", message: "You will need to log in again.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Log out", style: .destructive) { [viewModel = list.viewModel] _ in
                viewModel?.steps.accept(AppStep.logoutIsConfirmed)
            })
        rootViewController.present(alert, animated: true)
        return .none
    }
}
