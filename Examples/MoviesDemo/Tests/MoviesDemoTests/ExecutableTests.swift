import Foundation
import Testing

/// The built executable: help, exit status and piped standard input.
struct ExecutableTests {
    /// `MoviesDemo` next to the test bundle, in the same build directory.
    static let executable: URL? = {
        guard let bundle = CommandLine.arguments.first(where: { $0.hasSuffix(".xctest") }) else { return nil }
        let url = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("MoviesDemo")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }()

    /// Runs the executable with `arguments`, `input` and the test's environment changed by
    /// `environment` (a nil value removes the variable).
    private func run(_ arguments: [String], input: String = "", environment: [String: String?] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: executable != nil))
    func helpDocumentsTheOptionsAndTheCommands() throws {
        let (status, output) = try run(["--help"])
        #expect(status == 0)
        for text in ["--reset", "--deep-link", "--script", "--interactive", "--config-dir", "tab N", "open URL"] {
            #expect(output.contains(text))
        }
        for text in [
            "--log-level <level>", "  warning   (the default)", "  debug     also every step RxFlow drops",
            "--graph <file>", "  .md       Mermaid", "  .mmd      Mermaid",
            "  .dot      Graphviz DOT",
        ] {
            #expect(output.contains(text), "no \(text)")
        }
    }

    @Test(.enabled(if: executable != nil))
    func logLinesGoToStandardOutputFromTheChosenLevel() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let plain = try run(["--config-dir", directory.path])
        let debug = try run(["--config-dir", directory.path, "--log-level", "debug"])

        #expect(plain.status == 0)
        #expect(!plain.output.contains("[RxFlow]"))
        #expect(debug.status == 0)
        #expect(debug.output.contains("\n[RxFlow] debug: flow started flow=AppFlow parent=none\n"))
        #expect(debug.output.contains("\n[RxFlow] debug: contribution started flow=WishlistFlow "))
        // Each navigation is printed once, by the demo.
        #expect(debug.output.contains("\ndid navigate flow=AppFlow step=dashboardIsRequired\n"))
        #expect(!debug.output.contains("[RxFlow] debug: did navigate"))
    }

    @Test(.enabled(if: executable != nil))
    func pipedInputRunsTheTourAndExitsZero() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let (status, output) = try run(["--config-dir", directory.path])

        #expect(status == 0)
        #expect(output.contains("MoviesDemo guided tour"))
        #expect(output.contains("did navigate flow=WishlistFlow step=movieIsPicked(withId: 23452)"))
        #expect(!output.contains("\u{1B}["))
    }

    @Test(.enabled(if: executable != nil))
    func interactiveReadsPipedCommands() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let (status, output) = try run(["--config-dir", directory.path, "--interactive"], input: "1\nquit\n")

        #expect(status == 0)
        #expect(output.contains("moviesdemo> 1\ndid navigate flow=OnboardingFlow step=apiKeyIsComplete"))
    }

    @Test(.enabled(if: executable != nil))
    func theStateFollowsHomeAndXdgConfigHome() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let home = directory.url.appendingPathComponent("home")
        let xdg = directory.url.appendingPathComponent("xdg")

        let underHome = try run(["--script", "1; 1"], environment: ["HOME": home.path, "XDG_CONFIG_HOME": nil])
        let underXdg = try run(["--script", "quit"], environment: ["HOME": home.path, "XDG_CONFIG_HOME": xdg.path])

        let homeState = home.appendingPathComponent(".config/moviesdemo/state.json").path
        #expect(underHome.output.hasPrefix("First run: no saved state at \(homeState).\n"))
        #expect(FileManager.default.fileExists(atPath: homeState))
        let xdgState = xdg.appendingPathComponent("moviesdemo/state.json").path
        #expect(underXdg.output.hasPrefix("First run: no saved state at \(xdgState).\n"))
    }

    @Test(.enabled(if: executable != nil))
    func aRefusedScriptFails() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        #expect(try run(["--config-dir", directory.path, "--script", "nonsense"]).status == 1)
        #expect(try run(["--script", "1", "--interactive"]).status == 64)
    }
}
