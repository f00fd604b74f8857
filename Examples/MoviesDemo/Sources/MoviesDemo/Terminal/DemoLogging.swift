import Logging

/// How the demo logs, through swift-log, every line printed plain to the demo's output in the
/// order it is logged:
/// - its own `did navigate …` lines at `info`, under the label `MoviesDemo`: always printed
///   (they are the demo's transcript), so RxFlow's own `did navigate` debug line, about the
///   same navigation, is left out;
/// - RxFlow's lines (the coordinator's and the headless window's) under the label `RxFlow`,
///   from the level chosen with `--log-level` up; `warning` by default, which shows misuse
///   (`error`) but not the steps the engine drops (`debug`).
struct DemoLogging: Sendable {
    /// RxFlow's level when `--log-level` is not given.
    static let defaultLibraryLevel = Logger.Level.warning
    /// The label of the demo's own lines.
    static let appLabel = "MoviesDemo"
    /// The message of RxFlow's line for each navigation (at `debug`), which the demo's own
    /// `did navigate flow=… step=…` line replaces.
    static let libraryNavigationMessage = "did navigate"

    let output: any TextOutput
    let style: TextStyle
    /// The least severe RxFlow lines printed.
    let libraryLevel: Logger.Level

    init(output: any TextOutput, style: TextStyle = .plain, level: Logger.Level? = nil) {
        self.output = output
        self.style = style
        libraryLevel = level ?? Self.defaultLibraryLevel
    }

    /// The demo's own logger.
    var app: Logger { Logger(label: Self.appLabel, factory: makeHandler) }

    /// The logger given to the coordinator and the window.
    var library: Logger { Logger(label: "RxFlow", factory: makeHandler) }

    /// A handler for the logger labelled `label`: the demo's own at `info`, any other at
    /// RxFlow's level. `LoggingSystem.bootstrap` takes it as the process's factory.
    @Sendable func makeHandler(label: String) -> any LogHandler {
        label == Self.appLabel
            ? DemoLogHandler(output: output, style: style, isApp: true, logLevel: .info)
            : DemoLogHandler(output: output, style: style, isApp: false, logLevel: libraryLevel)
    }
}
