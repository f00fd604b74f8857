import Foundation
import Testing

@testable import MoviesDemo

/// `--script "cmd; cmd; ..."`, end to end.
@MainActor
struct ScriptTests {
    @Test func aScriptRunsItsCommandsInOrderAndShowsEachScreen() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "1; back; tab 2"])

        #expect(result.status == 0)
        #expect(
            result.text == """
                did navigate flow=AppFlow step=dashboardIsRequired
                did navigate flow=DashboardFlow step=dashboardIsRequired
                did navigate flow=WishlistFlow step=moviesAreRequired
                did navigate flow=WatchedFlow step=moviesAreRequired

                Window (key)
                - TabBarController [visible]
                  * NavigationController "Wishlist" [visible]
                    - MovieListScreen "Wishlist" (top) [visible]
                  - NavigationController "Watched"
                    - MovieListScreen "Watched" (top)

                == Wishlist ==
                7 movies you want to watch.
                  1. Interstellar (2014)
                  2. Dune (2021)
                  3. Arrival (2016)
                  4. Blade Runner 2049 (2017)
                  5. Ex Machina (2014)
                  6. Her (2013)
                  7. Gravity (2013)
                  8. Settings
                > 1
                did navigate flow=WishlistFlow step=movieIsPicked(withId: 23452)

                Window (key)
                - TabBarController [visible]
                  * NavigationController "Wishlist" [visible]
                    - MovieListScreen "Wishlist"
                    - MovieDetailScreen "Interstellar" (top) [visible]
                  - NavigationController "Watched"
                    - MovieListScreen "Watched" (top)

                == Interstellar ==
                Interstellar (2014), directed by Christopher Nolan. Movie #23452.
                Cast:
                  1. Matthew McConaughey as Cooper
                  2. Anne Hathaway as Brand
                  3. Jessica Chastain as Murph
                  4. Michael Caine as Professor Brand
                  5. Matt Damon as Dr. Mann
                > back
                back: popped Interstellar

                Window (key)
                - TabBarController [visible]
                  * NavigationController "Wishlist" [visible]
                    - MovieListScreen "Wishlist" (top) [visible]
                  - NavigationController "Watched"
                    - MovieListScreen "Watched" (top)

                == Wishlist ==
                7 movies you want to watch.
                  1. Interstellar (2014)
                  2. Dune (2021)
                  3. Arrival (2016)
                  4. Blade Runner 2049 (2017)
                  5. Ex Machina (2014)
                  6. Her (2013)
                  7. Gravity (2013)
                  8. Settings
                > tab 2
                tab 2: Watched

                Window (key)
                - TabBarController [visible]
                  - NavigationController "Wishlist"
                    - MovieListScreen "Wishlist" (top)
                  * NavigationController "Watched" [visible]
                    - MovieListScreen "Watched" (top) [visible]

                == Watched ==
                7 movies you have seen.
                  1. Mad Max: Fury Road (2015)
                  2. The Martian (2015)
                  3. Inception (2010)
                  4. The Dark Knight (2008)
                  5. La La Land (2016)
                  6. Whiplash (2014)
                  7. The Revenant (2015)
                """)
    }

    @Test func refusedCommandsGetAHintLeaveNavigationAloneAndFailTheScript() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let result = try await DemoHarness().run([
            "--config-dir", directory.path, "--script", "dance; 42; 0; back; tab 9; tab x; open; 1",
        ])

        #expect(result.status == 1)
        let hints = [
            "Unknown command \"dance\": type help to see the commands.",
            "There is no action 42 here: choose 1…8, or type help.",
            "Actions are numbered from 1.",
            "Nothing to go back to: this is the first screen of its stack.",
            "There is no tab 9: choose 1…2.",
            "Usage: tab N, with N the tab's number (from 1).",
            "Usage: open URL, e.g. open moviesdemo://movies/23452.",
        ]
        for hint in hints { #expect(result.lines.contains(hint)) }
        // Only the last command navigated.
        #expect(result.navigationLog.last == "did navigate flow=WishlistFlow step=movieIsPicked(withId: 23452)")
        #expect(result.navigationLog.count == 5)
    }

    @Test func quitEndsTheScript() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--script", "quit; 1"])

        #expect(result.status == 0)
        #expect(result.lines.last == "> quit")
        #expect(result.navigationLog.count == 4)
    }

    @Test func scriptAndInteractiveCannotBeCombined() {
        #expect(throws: (any Error).self) {
            try MoviesDemoCommand.parse(["--script", "1", "--interactive"])
        }
    }

    @Test func anEmptyConfigDirectoryIsRefusedRatherThanTheDefaultOne() {
        // `--config-dir "$DIR"` with DIR unset would otherwise read and overwrite the
        // user's own state, in $XDG_CONFIG_HOME or $HOME.
        #expect(throws: (any Error).self) { try MoviesDemoCommand.parse(["--config-dir", ""]) }
        #expect(throws: (any Error).self) { try MoviesDemoCommand.parse(["--config-dir", "  "]) }
    }

    /// A file where the state directory should be: refused at launch, in one line, rather
    /// than a first run that cannot save and says so at every save.
    @Test func aConfigDirectoryThatIsAFileIsRefusedAtLaunch() {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write("not a directory", to: "file")
        let file = directory.url.appendingPathComponent("file").path

        for (option, message) in [
            (
                file,
                "--config-dir: \(file) is a file, not a directory; give a directory (one that does not exist yet is created)."
            ),
            ("\(file)/moviesdemo", "--config-dir: \(file)/moviesdemo cannot be a directory: \(file) is a file."),
        ] {
            do {
                _ = try MoviesDemoCommand.parse(["--config-dir", option, "--script", "quit"])
                Issue.record("\(option) was accepted")
            } catch {
                #expect(MoviesDemoCommand.message(for: error) == message)
                #expect(MoviesDemoCommand.exitCode(for: error) != .success)
            }
        }
        #expect(directory.read("file") == "not a directory")
    }

    /// As before the file check: the first save creates the directory, parents included.
    @Test func aConfigDirectoryThatDoesNotExistYetIsCreatedAtTheFirstSave() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let state = directory.url.appendingPathComponent("new/moviesdemo/state.json")

        let result = try await DemoHarness().run([
            "--config-dir", directory.url.appendingPathComponent("new/moviesdemo").path, "--script", "1; 1",
        ])

        #expect(result.status == 0)
        #expect(result.lines.first == "First run: no saved state at \(state.path).")
        #expect(StateStore(directory: state.deletingLastPathComponent()).load().state.isOnboarded)
    }

    @Test func theScriptIsSplitOnSemicolons() throws {
        let command = try MoviesDemoCommand.parse(["--script", " 1 ;back;; tab 2 ; "])
        #expect(command.options.scriptCommands == ["1", "back", "tab 2"])
    }
}
