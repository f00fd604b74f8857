import Foundation

/// The whole program once the command line is parsed: loads the state, starts a session,
/// and runs the tour, a script or the prompt loop.
@MainActor
enum DemoApp {
    /// Runs the demo; returns the exit status.
    static func run(_ options: DemoOptions, environment: DemoEnvironment) -> Int32 {
        let output = environment.output
        let style = TextStyle(
            isEnabled: environment.outputIsTerminal && !options.noColor && environment.variables["NO_COLOR"] == nil)
        let directory = ConfigDirectory.resolve(
            option: options.configDirectory, environment: environment.variables,
            homeDirectory: environment.homeDirectory)
        let store = StateStore(directory: directory)
        let state = loadState(from: store, reset: options.reset, output: output, style: style)

        let script = options.scriptCommands
        let isInteractive = script == nil && (options.interactive || environment.inputIsTerminal)
        let isTour = script == nil && !isInteractive && options.deepLink == nil
        if isTour {
            for line in GuidedTour.introduction { output.write(style.narration(line)) }
        }

        let services = AppServices(state: state, store: store) { output.write(style.error($0)) }
        let session = DemoSession(services: services, output: output, style: style)
        session.start()

        var status: Int32 = 0
        if let link = options.deepLink {
            output.write(style.heading("> open \(link)"))
            if session.open(link) == .rejected {
                status = 1
                session.showScreen()
            }
        } else {
            session.showScreen()
        }

        let runner = DemoRunner(session: session, output: output, style: style)
        if let script {
            return max(status, runner.runScript(script))
        }
        if isInteractive {
            return runner.runInteractive(input: environment.input, echo: !environment.inputIsTerminal)
        }
        if isTour {
            return runner.runTour()
        }
        return status
    }

    private static func loadState(from store: StateStore, reset: Bool, output: any TextOutput, style: TextStyle)
        -> AppState
    {
        let path = store.fileURL.path
        if reset {
            do {
                let removed = try store.reset()
                output.write(
                    style.note(
                        removed
                            ? "--reset: forgot the saved state at \(path); this is a first run."
                            : "--reset: there was no saved state at \(path); this is a first run."))
                return .firstRun
            } catch {
                output.write(style.error("--reset: could not remove \(path): \(error.localizedDescription)"))
            }
        }
        let result = store.load()
        if let notice = result.notice { output.write(style.note(notice)) }
        return result.state
    }
}
