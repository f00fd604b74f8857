import Foundation

/// Standard output.
@MainActor
final class StandardOutput: TextOutput {
    func write(_ line: String) {
        print(line)
    }

    func prompt(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }
}
