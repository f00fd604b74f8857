/// Where the demo writes: the terminal, or a buffer in tests.
///
/// Writers may be called from any thread (swift-log calls its handlers where the line is
/// logged), and keep the lines in the order they are written.
protocol TextOutput: AnyObject, Sendable {
    /// Writes `line` and a line break.
    func write(_ line: String)
    /// Writes `text` without a line break and makes sure it is shown (a prompt).
    func prompt(_ text: String)
}
