import Foundation

/// What the app gets from the process: input, output, whether they are terminals, the
/// environment variables and the home directory. Tests make their own.
@MainActor
struct DemoEnvironment {
    var input: any LineInput
    var output: any TextOutput
    var inputIsTerminal: Bool
    var outputIsTerminal: Bool
    var variables: [String: String]
    var homeDirectory: URL

    /// The running process's.
    static func current() -> DemoEnvironment {
        DemoEnvironment(
            input: StandardInput(), output: StandardOutput(), inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, variables: ProcessInfo.processInfo.environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser)
    }
}
