/// Where commands come from: standard input, or lines given by a test.
@MainActor
protocol LineInput: AnyObject {
    /// The next line without its line break, or nil at the end of the input.
    func readLine() -> String?
}
