import ArgumentParser

/// `MoviesDemo`: RxFlow's demo app in a terminal.
@main
struct MoviesDemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "MoviesDemo",
        abstract: "RxFlow's demo app in a terminal: flows, steps and steppers driving headless screens.",
        discussion: """
            Flows: AppFlow (onboarding on the first run, then the dashboard), OnboardingFlow (API key, \
            terms), DashboardFlow (tabs of WishlistFlow and WatchedFlow: movie list, movie, cast member), \
            SettingsFlow (a split view presented from the wishlist; About needs an API key).

            When standard input is a terminal (or with --interactive), each screen is shown with its \
            numbered actions and a prompt reads commands:
              1…n        perform the numbered action of the screen
              back       pop the top navigation stack, or dismiss what is presented
              tab N      select tab N of the tab bar
              open URL   open a deep link (moviesdemo://movies/ID, moviesdemo://cast/ID);
                         one that arrives while no movie list is on screen (the
                         onboarding, the settings) opens once one is
              help       list the commands
              quit       leave (end of input leaves too)

            Otherwise (CI, pipes) a guided tour visits every kind of navigation and exits 0; \
            --script runs the given commands instead, and --deep-link alone shows where a link leads \
            (or that it waits for a movie list).

            The state (onboarding done, API key, and where you were when the demo quit) lives in \
            $XDG_CONFIG_HOME/moviesdemo/state.json, or $HOME/.config/moviesdemo/state.json; a missing or \
            unreadable file means a first run, which shows the onboarding (an unreadable file is never \
            overwritten: it is kept aside, as state.json.unreadable, then -2, -3…, and a line says so). \
            A prompt, a --script or a \
            --deep-link run starts where the last one quit: the flows navigate again to the screens you \
            left (a line says so, and what could not be restored, if anything). Whether the onboarding \
            is done decides between the onboarding and the dashboard, as at a launch: a saved place on \
            the other side (a state file edited by hand) is not restored. The guided tour always \
            starts where the app starts, and forgets where you were (it logs out on the way). To start fresh: --reset, or another directory (--config-dir, \
            XDG_CONFIG_HOME or HOME). \
            Colours are used only when standard output is a terminal and NO_COLOR is not set.

            Logging: the demo's own "did navigate" lines are always printed. --log-level \
            chooses which of RxFlow's log lines (swift-log) are printed with them, on standard \
            output, as "[module] level: message key=value…" (module: RxFlow, RxFlowHeadless):
              warning   (the default) misuse of the API only, which RxFlow logs at
                        error; error, critical, notice and info print the same
              debug     also every step RxFlow drops, and why (a step from a
                        screen that is not visible, say), flows starting and ending,
                        and contributions (each navigation stays one line, the demo's
                        "did navigate": RxFlow's line for it is left out); trace
                        prints the same

            --graph FILE writes the graph of what navigated to what during the run: flows, \
            screens, and the kinds of steps between them (the same run gives the same bytes). \
            Its format follows the extension:
              .md       Mermaid in a ```mermaid block (GitHub renders it)
              .mmd      Mermaid
              .dot      Graphviz DOT

            Exit status: 0; 1 if the tour, a script command or --deep-link was refused, or the graph \
            could not be written.
            """)

    @Flag(help: "Forget the saved state first (the onboarding, where you were): start fresh.")
    var reset = false

    @Option(name: .customLong("deep-link"), help: ArgumentHelp("Open a deep link after launch.", valueName: "url"))
    var deepLink: String?

    @Option(
        help: ArgumentHelp(
            "Run these commands (separated by ';') instead of the tour or the prompt, e.g. \"1; back; tab 2\".",
            valueName: "commands"))
    var script: String?

    @Flag(help: "Read commands at a prompt even if standard input is not a terminal.")
    var interactive = false

    @Option(
        name: .customLong("config-dir"),
        help: ArgumentHelp(
            "Keep the state file in this directory instead (created if needed; not a file).", valueName: "directory"))
    var configDirectory: String?

    @Flag(help: "Never use colours.")
    var noColor = false

    @Option(
        name: .customLong("log-level"),
        help: ArgumentHelp(
            "Print RxFlow's log lines from this level up (default: warning; see above).", valueName: "level"))
    var logLevel: DemoLogLevel?

    @Option(
        name: .customLong("graph"),
        help: ArgumentHelp(
            "Write the navigation graph of the run to this file: Mermaid (.md, .mmd) or Graphviz DOT (.dot).",
            valueName: "file"))
    var graphFile: String?

    func validate() throws {
        if script != nil, interactive {
            throw ValidationError("Use either --script or --interactive, not both.")
        }
        // An empty one (`--config-dir "$DIR"`, DIR unset) would mean the default directory:
        // the user's own state, read and overwritten by a run meant to be kept apart.
        if let configDirectory, configDirectory.allSatisfy(\.isWhitespace) {
            throw ValidationError("--config-dir: give a directory; without the option the state is in the default one.")
        }
        // A file there would make every save fail, each with its own error line.
        if let configDirectory, let problem = ConfigDirectory.unusableReason(for: configDirectory) {
            throw ValidationError("--config-dir: \(problem)")
        }
        if let graphFile, GraphFormat(path: graphFile) == nil {
            throw ValidationError("--graph: \(graphFile) should end in .md or .mmd (Mermaid), or .dot (Graphviz).")
        }
    }

    /// The parsed command line.
    var options: DemoOptions {
        DemoOptions(
            reset: reset, deepLink: deepLink, script: script, interactive: interactive,
            configDirectory: configDirectory, noColor: noColor, logLevel: logLevel?.level, graphFile: graphFile)
    }

    func run() async throws {
        let status = await Self.run(options)
        if status != 0 { throw ExitCode(status) }
    }

    /// The demo runs on the main actor; it awaits each navigation (an `adapt(step:)` may
    /// answer later) before it reads the next command.
    @MainActor
    private static func run(_ options: DemoOptions) async -> Int32 {
        await DemoApp.run(options, environment: .current())
    }
}
