import Dispatch
import Logging
import RxFlow
import RxFlowHeadless

/// The app's RxFlow wiring, without a terminal: the window, the coordinator driving
/// `AppFlow`, the services, and what is on screen. It reads and prints nothing (RxFlow logs
/// to the logger it is given), so tests can drive it directly; `DemoSession` is the command
/// interpreter on top of it.
@MainActor
final class MoviesApp {
    let window: Window
    let coordinator: FlowCoordinator
    let services: AppServices
    /// Every `did navigate …` line so far, oldest first.
    private(set) var navigationLog: [String] = []
    /// Called with each `did navigate …` line as the navigation happens, so that a terminal
    /// prints it before the screen it leads to.
    var onNavigation: (@MainActor (String) -> Void)?

    private var subscriptions = Set<AnyCancellable>()

    /// An app with `services`, whose coordinator and window log to `logger`.
    init(services: AppServices, logger: Logger = Logger.current) {
        self.services = services
        window = Window(logger: logger)
        coordinator = FlowCoordinator(logger: logger)
    }

    /// Logs navigations, makes the window key and starts `AppFlow`.
    func start() {
        coordinator.observe { [weak self] event in
            guard case .didNavigate(let flow, let step) = event else { return }
            self?.logNavigation("did navigate flow=\(flow) step=\(step)")
        }
        .store(in: &subscriptions)
        window.makeKeyAndVisible()
        let appFlow = AppFlow(window: window, services: services)
        coordinator.coordinate(flow: appFlow, with: AppStepper(services: services))
    }

    // MARK: - What is on screen

    /// The screens the user sees and can act on, in reading order.
    var frontScreens: [ViewController] {
        guard let layer = VisibleHierarchy.frontLayer(in: window) else { return [] }
        return VisibleHierarchy.leaves(of: layer)
    }

    /// The actions of the front screens, in order.
    var actions: [ScreenAction] {
        frontScreens.flatMap { ($0 as? any DemoScreen)?.actions ?? [] }
    }

    /// Whether the onboarding wizard is on screen.
    var isOnboarding: Bool {
        frontScreens.contains { $0 is OnboardingApiKeyScreen || $0 is TermsScreen }
    }

    // MARK: - Navigation

    /// Waits until the navigation started by the last action has happened: the permission
    /// checks that `SettingsFlow.adapt(step:)` awaits have answered, and the steps waiting for
    /// the main queue have been navigated. The terminal reads its next command only then.
    func settle() async {
        while true {
            // An async `adapt` starts its work in a task queued on the main actor: let it run.
            await withCheckedContinuation { continuation in
                DispatchQueue.main.async { continuation.resume() }
            }
            guard services.permissions.isChecking else { return }
            await services.permissions.idle()
        }
    }

    /// Performs the front screens' action titled `title`, and waits until the navigation it
    /// leads to has happened.
    func performAction(titled title: String) async throws(ActionLookupError) {
        let actions = self.actions
        actions[try ScreenAction.index(titled: title, in: actions)].perform()
        await settle()
    }

    /// Pops the front-most navigation stack that can pop, or else dismisses what is
    /// presented.
    func goBack() -> BackOutcome {
        guard let layer = VisibleHierarchy.frontLayer(in: window) else { return .nothingOnScreen }
        for screen in frontScreens.reversed() {
            if let navigation = screen.navigationController, navigation.viewControllers.count > 1,
                let popped = navigation.popViewController(animated: true)
            {
                return .popped(popped)
            }
        }
        if layer.presentingViewController != nil {
            layer.dismiss(animated: true)
            return .dismissed(layer)
        }
        return .nothingToGoBackTo
    }

    /// Selects the tab at `index` (from 0) of the tab bar on screen.
    func selectTab(at index: Int) -> TabOutcome {
        guard let tabs = frontScreens.lazy.compactMap(\.tabBarController).first else { return .noTabBar }
        guard tabs.viewControllers.indices.contains(index) else { return .noSuchTab(count: tabs.viewControllers.count) }
        tabs.selectedIndex = index
        return .selected(tabs.viewControllers[index])
    }

    /// Opens a deep link: its step goes to every flow through `coordinator.navigate(to:)`.
    /// A malformed or unknown link, or one no flow on screen shows, changes nothing.
    func open(_ link: String) async -> LinkOutcome {
        switch DeepLink.step(for: link, in: services.catalogue) {
        case .failure(let error):
            return .refused(error)
        case .success(let step):
            // Flows off screen drop the step in `adapt(step:)`: an unchanged window means
            // no flow could show it.
            let before = window.render()
            coordinator.navigate(to: step)
            await settle()
            return window.render() == before ? .notShown : .shown
        }
    }

    private func logNavigation(_ line: String) {
        navigationLog.append(line)
        onNavigation?(line)
    }
}
