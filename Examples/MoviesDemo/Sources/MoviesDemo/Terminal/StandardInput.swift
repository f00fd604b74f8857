/// Standard input, a line at a time.
@MainActor
final class StandardInput: LineInput {
    func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}
