import Foundation

/// Standard output. `print` locks the stream for each call, so lines from several threads
/// never mix.
final class StandardOutput: TextOutput {
    func write(_ line: String) {
        print(line)
    }

    func prompt(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }
}
