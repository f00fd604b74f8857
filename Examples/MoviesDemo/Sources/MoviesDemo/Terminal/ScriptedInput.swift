/// Lines given up front, read one by one.
@MainActor
final class ScriptedInput: LineInput {
    private var lines: [String]

    init(lines: [String]) {
        self.lines = lines
    }

    /// The lines of `text` (a test's piped input); a final line break ends the last line.
    convenience init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.init(lines: lines)
    }

    func readLine() -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }
}
