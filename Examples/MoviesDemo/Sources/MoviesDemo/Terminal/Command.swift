/// One line typed at the prompt (or given in a script), parsed.
enum Command: Equatable {
    /// Perform the screen's action with this number (from 1).
    case action(Int)
    /// Pop the top navigation stack, or dismiss what is presented.
    case back
    /// Select the tab with this number (from 1).
    case tab(Int)
    /// Open a deep link.
    case open(String)
    case help
    case quit
    /// An empty line.
    case nothing
    /// Not a command: the one-line hint to show.
    case invalid(hint: String)

    static func parse(_ line: String) -> Command {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return .nothing }
        let arguments = Array(words.dropFirst())
        if let number = Int(first) {
            guard arguments.isEmpty else { return .invalid(hint: "Type just the number of an action, e.g. 1.") }
            guard number >= 1 else { return .invalid(hint: "Actions are numbered from 1.") }
            return .action(number)
        }
        switch first.lowercased() {
        case "back", "b":
            return arguments.isEmpty ? .back : .invalid(hint: "back takes no argument.")
        case "tab", "t":
            guard arguments.count == 1, let number = Int(arguments[0]), number >= 1 else {
                return .invalid(hint: "Usage: tab N, with N the tab's number (from 1).")
            }
            return .tab(number)
        case "open", "o":
            guard arguments.count == 1 else {
                return .invalid(hint: "Usage: open URL, e.g. open moviesdemo://movies/23452.")
            }
            return .open(arguments[0])
        case "help", "h", "?":
            return .help
        case "quit", "q", "exit":
            return .quit
        default:
            return .invalid(hint: "Unknown command \"\(first)\": type help to see the commands.")
        }
    }

    /// The commands, for `help`.
    static let helpLines = [
        "Commands:",
        "  1…n        perform the numbered action of the screen",
        "  back       go back: pop the top navigation stack, or dismiss what is presented",
        "  tab N      select tab N of the tab bar",
        "  open URL   open a deep link, e.g. open moviesdemo://movies/23452 or open moviesdemo://cast/2;",
        "             one that arrives while no movie list is on screen opens once one is",
        "  help       show this list",
        "  quit       leave (end of input leaves too)",
    ]
}
