import Foundation
import Testing

@testable import MoviesDemo

/// The prompt loop, driven through piped input (`--interactive`) or a pretend terminal.
@MainActor
struct InteractiveTests {
    @Test func thePromptLoopReadsCommandsUntilQuit() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let result = try await DemoHarness().run(
            ["--config-dir", directory.path, "--interactive"], input: "2\nhelp\nback\nquit\n1\n")

        #expect(result.status == 0)
        #expect(result.lines.contains("moviesdemo> 2"))
        #expect(result.lines.contains("moviesdemo> help"))
        #expect(result.lines.contains("  tab N      select tab N of the tab bar"))
        #expect(result.lines.contains("back: popped Dune"))
        #expect(result.lines.last == "moviesdemo> quit")
        #expect(result.navigationLog.last == "did navigate flow=WishlistFlow step=movieIsPicked(withId: 40012)")
    }

    @Test func theEndOfTheInputEndsTheLoop() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--interactive"], input: "1\n")

        #expect(result.status == 0)
        #expect(result.lines.suffix(2) == ["  1. Accept the terms", "moviesdemo> "])
    }

    @Test func badInputGetsAOneLineHintAndTheLoopGoesOn() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let input = "what\n9\ntab 3\nopen nowhere\nopen moviesdemo://movies/abc\n\n3\nquit\n"
        let result = try await DemoHarness().run(["--config-dir", directory.path, "--interactive"], input: input)

        #expect(result.status == 0)
        let expectedPairs = [
            ("moviesdemo> what", "Unknown command \"what\": type help to see the commands."),
            ("moviesdemo> 9", "There is no action 9 here: choose 1…8, or type help."),
            ("moviesdemo> tab 3", "There is no tab 3: choose 1…2."),
            (
                "moviesdemo> open nowhere",
                "error: \"nowhere\" is not a URL; try moviesdemo://movies/23452 or moviesdemo://cast/2."
            ),
            (
                "moviesdemo> open moviesdemo://movies/abc",
                "error: moviesdemo://movies/abc: the id must be a whole number, in digits, from 0 to 9223372036854775807."
            ),
        ]
        for (prompt, hint) in expectedPairs {
            let index = try #require(result.lines.firstIndex(of: prompt))
            #expect(result.lines[index + 1] == hint)
        }
        #expect(result.navigationLog.last == "did navigate flow=WishlistFlow step=movieIsPicked(withId: 32714)")
    }

    @Test func aTerminalOnStandardInputMeansThePromptLoop() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)
        var harness = DemoHarness()
        harness.inputIsTerminal = true

        let result = try await harness.run(["--config-dir", directory.path], input: "tab 2\n")

        #expect(result.status == 0)
        #expect(!result.text.contains("guided tour"))
        // A terminal echoes what is typed: the demo does not.
        #expect(result.lines.contains("moviesdemo> tab 2: Watched"))
    }

    @Test func coloursOnlyOnATerminalAndNotWithNoColor() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)
        var harness = DemoHarness()
        let arguments = ["--config-dir", directory.path, "--script", "1"]

        let piped = try await harness.run(arguments).text
        harness.outputIsTerminal = true
        let terminal = try await harness.run(arguments).text
        let noColor = try await harness.run(arguments + ["--no-color"]).text
        harness.variables["NO_COLOR"] = "1"
        let noColorVariable = try await harness.run(arguments).text

        #expect(!piped.contains("\u{1B}["))
        #expect(terminal.contains("\u{1B}[32mdid navigate"))
        #expect(!noColor.contains("\u{1B}["))
        #expect(!noColorVariable.contains("\u{1B}["))
    }
}
