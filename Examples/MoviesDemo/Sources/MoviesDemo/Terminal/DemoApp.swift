import Foundation
import Logging
import RxFlow

/// The whole program once the command line is parsed: loads the state, starts a session,
/// and runs the tour, a script or the prompt loop.
@MainActor
enum DemoApp {
    /// Runs the demo; returns the exit status.
    static func run(_ options: DemoOptions, environment: DemoEnvironment) async -> Int32 {
        let output = environment.output
        let style = TextStyle(
            isEnabled: environment.outputIsTerminal && !options.noColor && environment.variables["NO_COLOR"] == nil)
        let logging = DemoLogging(output: output, style: style, level: options.logLevel)
        if environment.bootstrapsLogging { LoggingSystem.bootstrap(logging.makeHandler) }
        let directory = ConfigDirectory.resolve(
            option: options.configDirectory, environment: environment.variables,
            userHome: environment.userHome)
        let store = StateStore(directory: directory)
        let state = loadState(from: store, reset: options.reset, output: output, style: style)

        let script = options.scriptCommands
        let isInteractive = script == nil && (options.interactive || environment.inputIsTerminal)
        let isTour = script == nil && !isInteractive && options.deepLink == nil
        if isTour {
            for line in GuidedTour.introduction { output.write(style.narration(line)) }
        }

        let services = AppServices(state: state, store: store, permissionDelay: environment.permissionDelay) {
            output.write(style.error($0))
        }
        let session = DemoSession(services: services, output: output, style: style, logging: logging)
        // Before `start`, so that the graph begins with the app's flow.
        let recorder = options.graphFile.map { _ in NavigationGraphRecorder(observing: session.app.coordinator) }
        // The tour starts where the app starts and does not save where it ends: it shows the
        // app, it is not the user's navigation (its logging out forgets the saved place, as
        // any logging out does).
        let remembersNavigation = !isTour
        session.start(restoring: remembersNavigation ? state.navigation : nil)

        var status: Int32 = 0
        if let link = options.deepLink {
            output.write(style.heading("> open \(link)"))
            switch await session.openLink(link) {
            case .shown: break
            case .kept: session.showScreen()
            case .refused:
                status = 1
                session.showScreen()
            }
        } else {
            session.showScreen()
        }

        let runner = DemoRunner(session: session, output: output, style: style)
        if let script {
            status = max(status, await runner.runScript(script))
        } else if isInteractive {
            status = await runner.runInteractive(input: environment.input, echo: !environment.inputIsTerminal)
        } else if isTour {
            status = await runner.runTour()
        }
        if remembersNavigation { services.rememberNavigation(session.app.navigationSnapshot) }

        if let path = options.graphFile, let recorder,
            !writeGraph(recorder.graph, to: path, output: output, style: style)
        {
            status = 1
        }
        return status
    }

    /// Writes `graph` to `path` in the format its extension names; says where, or why not.
    private static func writeGraph(_ graph: NavigationGraph, to path: String, output: any TextOutput, style: TextStyle)
        -> Bool
    {
        guard let format = GraphFormat(path: path) else {
            output.write(style.error("error: --graph: \(path) should end in .md, .mmd or .dot."))
            return false
        }
        do {
            try format.text(of: graph).write(toFile: path, atomically: true, encoding: .utf8)
            output.write(style.note("--graph: wrote the navigation graph of this run to \(path)."))
            return true
        } catch {
            output.write(style.error("error: --graph: could not write \(path): \(error.localizedDescription)"))
            return false
        }
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
