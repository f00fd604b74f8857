@testable import MoviesDemo

/// Captures what the demo writes; a prompt and the echoed command end up on one line.
@MainActor
final class BufferedOutput: TextOutput {
    private(set) var lines: [String] = []
    private var pending = ""

    func write(_ line: String) {
        lines.append(pending + line)
        pending = ""
    }

    func prompt(_ text: String) {
        pending += text
    }

    var text: String { (lines + (pending.isEmpty ? [] : [pending])).joined(separator: "\n") }

    /// The `did navigate …` lines.
    var navigationLog: [String] { lines.filter { $0.hasPrefix("did navigate ") } }

    /// Forgets what was written so far.
    func clear() {
        lines = []
        pending = ""
    }
}
