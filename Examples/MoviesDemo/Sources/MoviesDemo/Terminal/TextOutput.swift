/// Where the demo writes: the terminal, or a buffer in tests.
@MainActor
protocol TextOutput: AnyObject {
    /// Writes `line` and a line break.
    func write(_ line: String)
    /// Writes `text` without a line break and makes sure it is shown (a prompt).
    func prompt(_ text: String)
}
