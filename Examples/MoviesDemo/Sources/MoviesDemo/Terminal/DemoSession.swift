import RxFlow
import RxFlowHeadless

/// One run of the app: the window, the coordinator and its flows, and the command
/// interpreter that shows screens and performs what the user types.
@MainActor
final class DemoSession {
    let window = Window()
    let coordinator = FlowCoordinator()
    let services: AppServices
    /// Every `did navigate …` line so far, oldest first.
    private(set) var navigationLog: [String] = []

    private let output: any TextOutput
    private let style: TextStyle
    private var subscriptions = Set<AnyCancellable>()

    init(services: AppServices, output: any TextOutput, style: TextStyle = .plain) {
        self.services = services
        self.output = output
        self.style = style
    }

    /// Logs navigations, makes the window key and starts `AppFlow`.
    func start() {
        coordinator.rx.didNavigate
            .sink { [weak self] flow, step in
                let line = "did navigate flow=\(type(of: flow)) step=\(step)"
                MainActor.assumeIsolated { self?.logNavigation(line) }
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

    /// The numbered actions of the front screens, in order.
    var actions: [ScreenAction] {
        frontScreens.flatMap { ($0 as? any DemoScreen)?.actions ?? [] }
    }

    /// Whether the onboarding wizard is on screen.
    var isOnboarding: Bool {
        frontScreens.contains { $0 is OnboardingApiKeyScreen || $0 is TermsScreen }
    }

    /// Prints the window's hierarchy, then each front screen with its numbered actions.
    func showScreen() {
        output.write("")
        for line in window.render().split(separator: "\n") { output.write(style.hierarchy(String(line))) }
        var number = 0
        for screen in frontScreens {
            output.write("")
            output.write(style.heading("== \(screen.title ?? String(describing: type(of: screen))) =="))
            guard let screen = screen as? any DemoScreen else { continue }
            for line in screen.contentLines { output.write(line) }
            for action in screen.actions {
                number += 1
                output.write("  \(number). \(action.title)")
            }
        }
        if number == 0 { output.write(style.note("(no actions here: try back, tab N or help)")) }
    }

    // MARK: - Commands

    /// Parses and runs one line of input.
    @discardableResult
    func execute(_ line: String) -> CommandOutcome {
        perform(Command.parse(line))
    }

    /// Runs `command`: navigates, then shows the screen; or prints a one-line hint.
    @discardableResult
    func perform(_ command: Command) -> CommandOutcome {
        switch command {
        case .nothing:
            return .done
        case .invalid(let hint):
            return reject(hint)
        case .help:
            for line in Command.helpLines { output.write(line) }
            return .done
        case .quit:
            return .quit
        case .action(let number):
            return performAction(number)
        case .back:
            return goBack()
        case .tab(let number):
            return selectTab(number)
        case .open(let link):
            return open(link)
        }
    }

    /// Opens a deep link: its step goes to every flow through `coordinator.navigate(to:)`.
    /// A malformed or unknown link, or one no flow on screen shows, changes nothing.
    @discardableResult
    func open(_ link: String) -> CommandOutcome {
        switch DeepLink.step(for: link, in: services.catalogue) {
        case .failure(let error):
            return reject("error: \(error)", isError: true)
        case .success(let step):
            let before = window.render()
            coordinator.navigate(to: step)
            guard window.render() != before else {
                return reject("error: \(link): no flow on screen can show it; nothing changed.", isError: true)
            }
            showScreen()
            return .done
        }
    }

    private func performAction(_ number: Int) -> CommandOutcome {
        let actions = self.actions
        guard !actions.isEmpty else { return reject("This screen has no actions: try back, tab N or help.") }
        guard number <= actions.count else {
            return reject("There is no action \(number) here: choose 1…\(actions.count), or type help.")
        }
        actions[number - 1].perform()
        showScreen()
        return .done
    }

    private func goBack() -> CommandOutcome {
        guard let layer = VisibleHierarchy.frontLayer(in: window) else { return reject("Nothing is on screen.") }
        for screen in frontScreens.reversed() {
            if let navigation = screen.navigationController, navigation.viewControllers.count > 1,
                let popped = navigation.popViewController(animated: true)
            {
                output.write(style.note("back: popped \(popped.title ?? "a screen")"))
                showScreen()
                return .done
            }
        }
        if layer.presentingViewController != nil {
            layer.dismiss(animated: true)
            output.write(style.note("back: dismissed \(layer.title ?? "a screen")"))
            showScreen()
            return .done
        }
        return reject("Nothing to go back to: this is the first screen of its stack.")
    }

    private func selectTab(_ number: Int) -> CommandOutcome {
        guard let tabs = frontScreens.lazy.compactMap(\.tabBarController).first else {
            return reject("There is no tab bar on screen.")
        }
        let count = tabs.viewControllers.count
        guard number <= count else { return reject("There is no tab \(number): choose 1…\(count).") }
        tabs.selectedIndex = number - 1
        output.write(style.note("tab \(number): \(tabs.viewControllers[number - 1].title ?? "selected")"))
        showScreen()
        return .done
    }

    private func reject(_ message: String, isError: Bool = false) -> CommandOutcome {
        output.write(isError ? style.error(message) : style.note(message))
        return .rejected
    }

    private func logNavigation(_ line: String) {
        navigationLog.append(line)
        output.write(style.log(line))
    }
}
