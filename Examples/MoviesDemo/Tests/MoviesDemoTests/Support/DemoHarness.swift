import Foundation

@testable import MoviesDemo

/// Runs the whole program in-process: parses `arguments` like the executable, feeds it
/// `input`, captures its output.
@MainActor
struct DemoHarness {
    var inputIsTerminal = false
    var outputIsTerminal = false
    var variables: [String: String] = [:]
    var userHome = URL(fileURLWithPath: "/nonexistent-home")

    @MainActor
    struct Result {
        let status: Int32
        let output: BufferedOutput
        var text: String { output.text }
        var lines: [String] { output.lines }
        var navigationLog: [String] { output.navigationLog }
    }

    func run(_ arguments: [String], input: String = "") async throws -> Result {
        await run(options: try MoviesDemoCommand.parse(arguments).options, input: input)
    }

    /// Runs the program with `options` as if parsed, without the command line's checks: for
    /// what happens after launch (a state directory that became a file since, say).
    func run(options: DemoOptions, input: String = "") async -> Result {
        let output = BufferedOutput()
        let environment = DemoEnvironment(
            input: ScriptedInput(text: input), output: output, inputIsTerminal: inputIsTerminal,
            outputIsTerminal: outputIsTerminal, variables: variables, userHome: userHome)
        let status = await DemoApp.run(options, environment: environment)
        return Result(status: status, output: output)
    }

    /// A state file for a later run (onboarding done, the demo key).
    static let onboardedState = #"{"apiKey":"DEMO-1234","isOnboarded":true}"#
}
