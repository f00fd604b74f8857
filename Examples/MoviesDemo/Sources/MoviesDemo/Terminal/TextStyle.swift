/// ANSI colours, or plain text when the output is not a terminal.
struct TextStyle: Sendable {
    let isEnabled: Bool

    static let plain = TextStyle(isEnabled: false)

    func heading(_ text: String) -> String { paint(text, "1") }
    func hierarchy(_ text: String) -> String { paint(text, "2") }
    func log(_ text: String) -> String { paint(text, "32") }
    func note(_ text: String) -> String { paint(text, "36") }
    func narration(_ text: String) -> String { paint(text, "1;33") }
    func error(_ text: String) -> String { paint(text, "31") }

    private func paint(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
