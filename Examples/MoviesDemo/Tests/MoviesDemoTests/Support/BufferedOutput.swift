import Foundation

@testable import MoviesDemo

/// Captures what the demo writes; a prompt and the echoed command end up on one line.
/// Log lines may be written from any thread: a lock keeps them whole and in order.
final class BufferedOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var written: [String] = []
    private var pending = ""

    func write(_ line: String) {
        lock.withLock {
            written.append(pending + line)
            pending = ""
        }
    }

    func prompt(_ text: String) {
        lock.withLock { pending += text }
    }

    /// The lines written so far.
    var lines: [String] { lock.withLock { written } }

    var text: String {
        lock.withLock { (written + (pending.isEmpty ? [] : [pending])).joined(separator: "\n") }
    }

    /// The `did navigate …` lines.
    var navigationLog: [String] { lines.filter { $0.hasPrefix("did navigate ") } }

    /// Forgets what was written so far.
    func clear() {
        lock.withLock {
            written = []
            pending = ""
        }
    }
}
