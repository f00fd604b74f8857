import Logging
import RxFlow

/// The command interpreter on top of a `MoviesApp`: prints the window and the front
/// screens with their numbered actions, and performs the commands the user types.
@MainActor
final class DemoSession {
    /// The RxFlow wiring this session shows and drives.
    let app: MoviesApp

    private let output: any TextOutput
    private let style: TextStyle

    /// A session logging the navigations of `app` (as they happen) with the demo's logger of
    /// `logging` (by default, one printing to `output`), and printing its screens to `output`.
    init(app: MoviesApp, output: any TextOutput, style: TextStyle = .plain, logging: DemoLogging? = nil) {
        self.app = app
        self.output = output
        self.style = style
        let logger = (logging ?? DemoLogging(output: output, style: style)).app
        app.onNavigation = { line in logger.info("\(line)") }
        app.onKeptLinkOpened = { link in
            output.write(style.note("Opening \(link), kept until a movie list was on screen."))
        }
    }

    /// A session on a new `MoviesApp` with `services`, whose RxFlow lines go to the library
    /// logger of `logging` (by default, one printing RxFlow's warnings and errors to `output`).
    convenience init(
        services: AppServices, output: any TextOutput, style: TextStyle = .plain, logging: DemoLogging? = nil
    ) {
        let logging = logging ?? DemoLogging(output: output, style: style)
        self.init(
            app: MoviesApp(services: services, logger: logging.library), output: output, style: style,
            logging: logging)
    }

    /// Starts the app: `AppFlow` on the window; with a `snapshot`, where the user left it,
    /// saying so in one line (and what could not be restored, if anything).
    func start(restoring snapshot: NavigationSnapshot? = nil) {
        guard let snapshot else { return app.start() }
        let result = app.start(restoring: snapshot)
        if case .success(let report) = result, let stop = report.stop, AppFlow.refusedForOnboarding(stop) {
            output.write(
                style.note(
                    app.services.isOnboarded
                        ? "The saved place is in the onboarding, which the state says is done: starting on the dashboard."
                        : "The saved place is past the onboarding, which the state says is not done: "
                            + "starting with the onboarding."))
            return
        }
        switch result {
        case .success(let report) where report.startedAfresh:
            // Nothing came back: the app started as on a first run (its navigations are
            // logged above, as at any launch); the line says why.
            let why = report.stop.map { "Could not restore where you left off (stopped at \($0))" }
            output.write(style.note("\(why ?? "No navigation was kept from the last run"); started at the beginning."))
        case .success(let report) where report.isComplete:
            output.write(
                style.note(
                    "Restored where you left off (\(report.navigationsReplayed) navigations replayed); --reset starts fresh."
                ))
        case .success(let report):
            output.write(style.note("Restored in part where you left off: \(report)."))
        case .failure(let error):
            output.write(style.note("Could not restore where you left off (\(error)); starting at the beginning."))
        }
    }

    /// Prints the window's hierarchy, then each front screen with its numbered actions.
    func showScreen() {
        output.write("")
        for line in app.window.render().split(separator: "\n") { output.write(style.hierarchy(String(line))) }
        var number = 0
        for screen in app.frontScreens {
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
    func execute(_ line: String) async -> CommandOutcome {
        await perform(Command.parse(line))
    }

    /// Runs `command`: navigates, waits for the navigation to happen (an `adapt(step:)` may
    /// answer later), then shows the screen; or prints a one-line hint.
    @discardableResult
    func perform(_ command: Command) async -> CommandOutcome {
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
            return await performAction(number)
        case .back:
            return goBack()
        case .tab(let number):
            return selectTab(number)
        case .open(let link):
            return await open(link)
        }
    }

    /// Opens a deep link and shows where it led; says so when it waits for a movie list to be
    /// on screen; a refused link gets an error and changes nothing.
    @discardableResult
    func open(_ link: String) async -> CommandOutcome {
        if case .refused = await openLink(link) { return .rejected }
        return .done
    }

    /// `open(_:)`, returning what became of the link: the screen is shown only if the link
    /// was (a launch link that is kept or refused leaves the screen to the caller).
    func openLink(_ link: String) async -> LinkOutcome {
        let outcome = await app.open(link)
        switch outcome {
        case .refused(let error):
            _ = reject("error: \(error)", isError: true)
        case .kept(let replaced):
            let replacing = replaced.map { " It replaces \($0), kept before." } ?? ""
            output.write(
                style.note("\(link): no movie list is on screen; kept, it opens \(whenMoviesShow()).\(replacing)"))
        case .shown:
            showScreen()
        }
        return outcome
    }

    /// When a movie list will be on screen again, as the user sees it.
    private func whenMoviesShow() -> String {
        if app.isOnboarding { return "once the onboarding is done" }
        if let layer = app.presentedLayer { return "once \(layer.title ?? "the screen on top") is closed" }
        return "once a movie list is on screen"
    }

    private func performAction(_ number: Int) async -> CommandOutcome {
        let actions = app.actions
        guard !actions.isEmpty else { return reject("This screen has no actions: try back, tab N or help.") }
        guard number <= actions.count else {
            return reject("There is no action \(number) here: choose 1…\(actions.count), or type help.")
        }
        actions[number - 1].perform()
        await app.settle()
        showScreen()
        return .done
    }

    private func goBack() -> CommandOutcome {
        let outcome = app.goBack { going in
            switch going {
            case .popped(let screen): output.write(style.note("back: popped \(screen.title ?? "a screen")"))
            case .dismissed(let screen): output.write(style.note("back: dismissed \(screen.title ?? "a screen")"))
            case .nothingOnScreen, .nothingToGoBackTo: break
            }
        }
        switch outcome {
        case .popped, .dismissed:
            break
        case .nothingOnScreen:
            return reject("Nothing is on screen.")
        case .nothingToGoBackTo:
            return reject("Nothing to go back to: this is the first screen of its stack.")
        }
        showScreen()
        return .done
    }

    private func selectTab(_ number: Int) -> CommandOutcome {
        switch app.selectTab(at: number - 1) {
        case .covered(let layer):
            return reject("The tab bar is under \(layer.title ?? "a presented screen"): close it first (back).")
        case .noTabBar:
            return reject("There is no tab bar on screen.")
        case .noSuchTab(let count):
            return reject("There is no tab \(number): choose 1…\(count).")
        case .selected(let tab):
            output.write(style.note("tab \(number): \(tab.title ?? "selected")"))
            showScreen()
            return .done
        }
    }

    private func reject(_ message: String, isError: Bool = false) -> CommandOutcome {
        output.write(isError ? style.error(message) : style.note(message))
        return .rejected
    }
}
