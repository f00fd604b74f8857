import Foundation

/// What the app gets from the process: input, output, whether they are terminals, the
/// environment variables and the user's home directory. Tests make their own.
@MainActor
struct DemoEnvironment {
    var input: any LineInput
    var output: any TextOutput
    var inputIsTerminal: Bool
    var outputIsTerminal: Bool
    var variables: [String: String]
    /// The home directory of the user database, used when `HOME` is unset (see
    /// `ConfigDirectory`).
    var userHome: URL
    /// Whether the demo makes its log handler the process's (`LoggingSystem.bootstrap`, which
    /// a process may do once): the executable does; tests, which run the demo many times in
    /// one process, give each run its loggers only.
    var bootstrapsLogging = false
    /// How long the permission check of "About" takes (a server's answer, simulated): a
    /// moment in the executable, none in tests unless they ask for one.
    var permissionDelay: Duration = .zero

    /// The running process's.
    static func current() -> DemoEnvironment {
        DemoEnvironment(
            input: StandardInput(), output: StandardOutput(), inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, variables: ProcessInfo.processInfo.environment,
            userHome: FileManager.default.homeDirectoryForCurrentUser, bootstrapsLogging: true,
            permissionDelay: .milliseconds(150))
    }
}
