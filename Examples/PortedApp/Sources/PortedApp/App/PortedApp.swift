import RxFlow
import RxFlowHeadless

/// The app delegate's part of an RxFlow app (a window, a coordinator, `AppFlow`), plus what a
/// user can do on the headless screens: tap a bar button, an alert action, a table row, "Back".
@MainActor
final class PortedApp {
    let window = Window()
    let coordinator = FlowCoordinator()
    /// Every `did navigate` step, oldest first.
    private(set) var navigations: [String] = []
    private var cancellables = Set<AnyCancellable>()

    /// Starts `AppFlow` at the login, as `application(_:didFinishLaunchingWithOptions:)` would.
    func start() {
        coordinator.rx.didNavigate
            .sink { [weak self] flow, step in self?.navigations.append("\(type(of: flow)) -> \(step)") }
            .store(in: &cancellables)
        coordinator.coordinate(flow: AppFlow(window: window), with: OneStepper(withSingleStep: AppStep.loginIsRequired))
        window.makeKeyAndVisible()
    }

    /// The screen in front: the top-most presented one (the top of its stack, for a
    /// navigation controller), or the top of the root's stack.
    var frontScreen: ViewController? {
        var screen = window.rootViewController
        while let presented = screen?.presentedViewController { screen = presented }
        return (screen as? NavigationController)?.topViewController ?? screen
    }

    /// Taps the front screen's bar button titled `title`; false if there is none to tap.
    @discardableResult
    func tapBarButton(_ title: String) -> Bool {
        frontScreen?.navigationItem.barButtonItem(titled: title)?.tap() ?? false
    }

    /// Taps the action titled `title` of the alert in front; false without one.
    @discardableResult
    func tapAlertAction(_ title: String) -> Bool {
        (frontScreen as? AlertController)?.tapAction(titled: title) ?? false
    }

    /// Selects row `row` of the movie list in front; false if the list is not in front.
    @discardableResult
    func selectMovie(at row: Int) -> Bool {
        guard let list = frontScreen as? MovieListScreen, list.viewModel.movies.indices.contains(row) else {
            return false
        }
        list.didSelectMovie(at: row)
        return true
    }

    /// The navigation bar's back button: pops the front screen; false at the root of a stack,
    /// which shows no back button (popping there is a misuse, which the window would log).
    @discardableResult
    func goBack() -> Bool {
        guard let navigation = frontScreen?.navigationController, navigation.viewControllers.count > 1 else {
            return false
        }
        return navigation.popViewController(animated: true) != nil
    }
}
