import Testing

@testable import MoviesDemo

/// Parsing what is typed at the prompt.
struct CommandTests {
    @Test(arguments: [
        ("1", Command.action(1)),
        (" 12 ", .action(12)),
        ("back", .back),
        ("B", .back),
        ("tab 2", .tab(2)),
        ("t 1", .tab(1)),
        ("open moviesdemo://cast/2", .open("moviesdemo://cast/2")),
        ("help", .help),
        ("?", .help),
        ("quit", .quit),
        ("exit", .quit),
        ("", .nothing),
        ("   ", .nothing),
    ])
    func commandsAreRecognised(line: String, command: Command) {
        #expect(Command.parse(line) == command)
    }

    @Test(arguments: ["0", "-1", "1 2", "back now", "tab", "tab 0", "tab two", "open", "open a b", "fly"])
    func anythingElseGetsAHint(line: String) {
        guard case .invalid(let hint) = Command.parse(line) else {
            Issue.record("\"\(line)\" was accepted")
            return
        }
        #expect(!hint.isEmpty && !hint.contains("\n"))
    }

    @Test func theHelpListsEveryCommand() {
        let help = Command.helpLines.joined(separator: "\n")
        for word in ["1…n", "back", "tab N", "open URL", "help", "quit"] { #expect(help.contains(word)) }
    }
}
