import Foundation
import Testing

@testable import MoviesDemo

/// The state file: first run, later run, `--reset`, corrupt file, where it lives.
@MainActor
struct StateFileTests {
    private func firstScreen(of result: DemoHarness.Result) -> String? {
        result.lines.first { $0.hasPrefix("== ") }
    }

    @Test func aFirstRunShowsTheOnboardingAndCompletingItIsRemembered() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let first = try await DemoHarness().run(["--config-dir", directory.path, "--script", "1; 1"])
        #expect(first.status == 0)
        #expect(first.lines.first == "First run: no saved state at \(directory.stateFile.path).")
        #expect(firstScreen(of: first) == "== API key ==")
        #expect(first.navigationLog.contains("did navigate flow=AppFlow step=onboardingIsComplete"))
        let saved = try JSONDecoder().decode(AppState.self, from: Data(contentsOf: directory.stateFile))
        #expect(saved.isOnboarded && saved.apiKey == "DEMO-1234")
        #expect(saved.navigation?.rootFlowTypeName == "MoviesDemo.AppFlow")

        let later = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])
        #expect(later.lines.first == "Restored where you left off (4 navigations replayed); --reset starts fresh.")
        #expect(firstScreen(of: later) == "== Wishlist ==")
    }

    @Test func anUnfinishedOnboardingIsNotRememberedAsDoneButWhereItWasLeftIs() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        _ = try await DemoHarness().run(["--config-dir", directory.path, "--script", "1"])
        #expect(StateStore(directory: directory.url).load().state.isOnboarded == false)
        let again = try await DemoHarness().run(["--config-dir", directory.path, "--script", "back"])

        #expect(firstScreen(of: again) == "== Terms ==")
        #expect(again.lines.contains("back: popped Terms"))
    }

    @Test func resetForgetsTheState() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--reset", "--script", "quit"])

        #expect(result.status == 0)
        #expect(
            result.lines.first == "--reset: forgot the saved state at \(directory.stateFile.path); this is a first run."
        )
        #expect(firstScreen(of: result) == "== API key ==")
        // What is saved at quit is the new run's: not onboarded, on the first onboarding screen.
        #expect(StateStore(directory: directory.url).load().state.isOnboarded == false)
    }

    @Test func resetWithoutAStateFileIsFine() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--reset", "--script", "quit"])

        #expect(result.status == 0)
        #expect(
            result.lines.first
                == "--reset: there was no saved state at \(directory.stateFile.path); this is a first run.")
    }

    @Test(arguments: ["", "garbage", "{\"isOnboarded\": \"yes\"}", "[1, 2, 3]", "\u{0}\u{1}\u{2}"])
    func aCorruptFileMeansAFirstRunWithANoticeAndIsKeptAside(contents: String) async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(contents)
        let kept = directory.stateFile.path + ".unreadable"

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "1; 1"])

        #expect(result.status == 0)
        #expect(
            result.lines.first
                == "The state file \(directory.stateFile.path) is unreadable; moved it to \(kept) and starting as a first run."
        )
        #expect(firstScreen(of: result) == "== API key ==")
        // Completing the onboarding writes a new file; the unreadable one is still there, as it was.
        #expect(StateStore(directory: directory.url).load().state.isOnboarded)
        #expect(directory.read("state.json.unreadable") == contents)
    }

    /// A file of another program, or of a later demo: it is the user's data, kept whole.
    @Test func anUnreadableFileNeverReplacesOneKeptBefore() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("first", to: "state.json.unreadable")
        directory.write(#"{"isOnboarded": "from a later demo"}"#)

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])
        directory.write(#"{"format": "another program's"}"#)
        let again = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit"])

        #expect(
            result.lines.first?.hasSuffix(
                "moved it to \(directory.stateFile.path).unreadable-2 and starting as a first run.") == true)
        #expect(
            again.lines.first?.hasSuffix(
                "moved it to \(directory.stateFile.path).unreadable-3 and starting as a first run.") == true)
        #expect(directory.read("state.json.unreadable") == "first")
        #expect(directory.read("state.json.unreadable-2") == #"{"isOnboarded": "from a later demo"}"#)
        #expect(directory.read("state.json.unreadable-3") == #"{"format": "another program's"}"#)
        // The file in use is the runs' own, which reads.
        #expect(StateStore(directory: directory.url).load().notice == nil)
    }

    @Test func aStateFileThatCannotBeWrittenIsReportedNotFatal() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        // A plain file where the state directory should be: nothing can be written under it.
        // The command line refuses one at launch; this is one that appeared after it.
        directory.write("not a directory", to: "blocked")
        let blocked = directory.url.appendingPathComponent("blocked").path

        let result = await DemoHarness().run(options: DemoOptions(script: "1; 1", configDirectory: blocked))

        #expect(result.status == 0)
        #expect(result.lines.contains { $0.hasPrefix("Could not save the state to \(blocked)/state.json") })
        #expect(result.navigationLog.contains("did navigate flow=AppFlow step=onboardingIsComplete"))
    }

    @Test func theSettingsApiKeyIsSaved() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        _ = try await DemoHarness().run(["--config-dir", directory.path, "--script", "8; 6"])

        let state = StateStore(directory: directory.url).load().state
        #expect(state.isOnboarded && state.apiKey == nil)
    }

    @Test func theStateLivesUnderXdgConfigHomeOrDotConfig() throws {
        let home = URL(fileURLWithPath: "/home/someone")
        #expect(
            ConfigDirectory.resolve(option: nil, environment: [:], userHome: home).path
                == "/home/someone/.config/moviesdemo")
        // `HOME` wins over the user database's home, as in a shell; a relative one is ignored.
        #expect(
            ConfigDirectory.resolve(option: nil, environment: ["HOME": "/tmp/fresh"], userHome: home).path
                == "/tmp/fresh/.config/moviesdemo")
        #expect(
            ConfigDirectory.resolve(option: nil, environment: ["HOME": "fresh"], userHome: home).path
                == "/home/someone/.config/moviesdemo")
        #expect(
            ConfigDirectory.resolve(
                option: nil, environment: ["HOME": "/tmp/fresh", "XDG_CONFIG_HOME": "/xdg"], userHome: home
            ).path == "/xdg/moviesdemo")
        #expect(
            ConfigDirectory.resolve(option: nil, environment: ["XDG_CONFIG_HOME": "/xdg"], userHome: home).path
                == "/xdg/moviesdemo")
        // The XDG specification says relative paths are to be ignored.
        #expect(
            ConfigDirectory.resolve(option: nil, environment: ["XDG_CONFIG_HOME": "relative"], userHome: home)
                .path == "/home/someone/.config/moviesdemo")
        #expect(
            ConfigDirectory.resolve(option: "/tmp/x", environment: ["XDG_CONFIG_HOME": "/xdg"], userHome: home)
                .path == "/tmp/x")
    }

    @Test func theAppHonoursXdgConfigHome() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var harness = DemoHarness()
        harness.variables["XDG_CONFIG_HOME"] = directory.path

        let result = try await harness.run(["--script", "1; 1"])

        let stateFile = directory.url.appendingPathComponent("moviesdemo/state.json")
        #expect(result.lines.first == "First run: no saved state at \(stateFile.path).")
        #expect(FileManager.default.fileExists(atPath: stateFile.path))
    }
}
