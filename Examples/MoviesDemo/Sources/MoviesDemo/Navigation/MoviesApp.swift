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
    /// Called with a deep link that waited for a flow that can show it, just before that flow
    /// navigates it.
    var onKeptLinkOpened: (@MainActor (String) -> Void)?
    /// A kept link that a flow has taken, until its navigation starts: the flow takes it the
    /// moment its list appears, within the navigation that uncovered it, and the link's step
    /// is navigated after that one.
    private var keptLinkOnItsWay: PendingDeepLink?

    private var subscriptions = Set<AnyCancellable>()

    /// The steps a navigation snapshot of the demo may hold.
    static let restoration = NavigationRestoration(steps: DemoStep.self)

    /// An app with `services`, whose coordinator and window log to `logger`.
    init(services: AppServices, logger: Logger = Logger.current) {
        self.services = services
        window = Window(logger: logger)
        coordinator = FlowCoordinator(logger: logger, restoration: Self.restoration)
    }

    /// Logs navigations, makes the window key and starts `AppFlow`.
    func start() {
        prepare()
        coordinator.coordinate(flow: AppFlow(window: window, services: services), with: AppStepper(services: services))
    }

    /// Starts `AppFlow` as `start()` does, its flows navigating `snapshot`'s steps again to
    /// make the screens the user left; returns what was restored. A snapshot that cannot be
    /// restored at all (of another app) starts the app as `start()` does, and is the failure.
    func start(restoring snapshot: NavigationSnapshot) -> Result<RestorationReport, RestorationError> {
        prepare()
        let stepper = AppStepper(services: services)
        do {
            return .success(
                try coordinator.coordinate(
                    flow: AppFlow(window: window, services: services), with: stepper, restoringFrom: snapshot))
        } catch {
            coordinator.coordinate(flow: AppFlow(window: window, services: services), with: stepper)
            return .failure(error)
        }
    }

    /// Where the user is now, as a value to keep for the next run (nil before `start`).
    var navigationSnapshot: NavigationSnapshot? {
        try? coordinator.navigationSnapshot()
    }

    /// Logs navigations (not those a restoration replays: the session says what it restored
    /// in one line) and makes the window key.
    private func prepare() {
        coordinator.observe { [weak self] event in
            switch event {
            case .willNavigate(_, let step):
                if let link = self?.keptLinkOnItsWay, step as? DemoStep == link.step {
                    self?.keptLinkOnItsWay = nil
                    self?.onKeptLinkOpened?(link.link)
                }
            case .didNavigate(let flow, let step):
                guard !FlowCoordinator.isRestoring else { return }
                self?.logNavigation("did navigate flow=\(flow) step=\(step)")
            default:
                break
            }
        }
        .store(in: &subscriptions)
        services.deepLinks.onKeptLinkOpened = { [weak self] link in self?.keptLinkOnItsWay = link }
        window.makeKeyAndVisible()
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

    /// The screen presented over the window's root (the settings), if any.
    var presentedLayer: ViewController? {
        guard let layer = VisibleHierarchy.frontLayer(in: window), layer.presentingViewController != nil else {
            return nil
        }
        return layer
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
    /// presented. `announce` hears what is about to go just before it goes: what its going
    /// leads to (a kept deep link that opens) comes after it, as the user sees it.
    func goBack(announcing announce: (BackOutcome) -> Void = { _ in }) -> BackOutcome {
        guard let layer = VisibleHierarchy.frontLayer(in: window) else { return .nothingOnScreen }
        for screen in frontScreens.reversed() {
            if let navigation = screen.navigationController, navigation.viewControllers.count > 1,
                let top = navigation.topViewController
            {
                announce(.popped(top))
                navigation.popViewController(animated: true)
                return .popped(top)
            }
        }
        if layer.presentingViewController != nil {
            announce(.dismissed(layer))
            layer.dismiss(animated: true)
            return .dismissed(layer)
        }
        return .nothingToGoBackTo
    }

    /// Selects the tab at `index` (from 0) of the tab bar on screen. A tab bar under a
    /// presented screen is left alone: the user cannot reach it before closing that screen.
    func selectTab(at index: Int) -> TabOutcome {
        guard let tabs = frontScreens.lazy.compactMap(\.tabBarController).first else {
            if let layer = presentedLayer, window.rootViewController is TabBarController { return .covered(by: layer) }
            return .noTabBar
        }
        guard tabs.viewControllers.indices.contains(index) else { return .noSuchTab(count: tabs.viewControllers.count) }
        tabs.selectedIndex = index
        return .selected(tabs.viewControllers[index])
    }

    /// Opens a deep link: the flow on screen that can show it does (through its
    /// `DeepLinkStepper`); if none can, the link waits in the `DeepLinkInbox` until one is on
    /// screen. A malformed or unknown link changes nothing.
    func open(_ link: String) async -> LinkOutcome {
        switch DeepLink.step(for: link, in: services.catalogue) {
        case .failure(let error):
            return .refused(error)
        case .success(let step):
            let replaced = services.deepLinks.receive(PendingDeepLink(link: link, step: step))
            await settle()
            return services.deepLinks.pending == nil ? .shown : .kept(replacing: replaced?.link)
        }
    }

    private func logNavigation(_ line: String) {
        navigationLog.append(line)
        onNavigation?(line)
    }
}
