/// Builds a JSON-like text from a list of choices (generated, so that a failing text is
/// reproduced from its seed): values nested a few levels, numbers and strings at the edges of
/// what the types read (out of range, underflowing, `-0`, escapes, surrogates, control
/// characters, keys given twice or equal once normalized), then changed at a few places.
struct JSONTextBuilder {
    static let numbers = [
        "0", "-0", "-0.0", "0e0", "1", "-1", "1.0", "1.5", "0.1", "1e2", "1E+2", "10e-1", "127", "128", "-128", "-129",
        "255", "256", "32767", "32768", "65535", "65536", "2147483647", "2147483648", "4294967295", "4294967296",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "16777217", "9007199254740993", "1152921573326323713",
        "3.4028235e38", "3.4028236e38", "1e39", "1.7976931348623157e308", "1.8e308", "1e400", "-1e400", "1e-45",
        "7e-46", "8e-46", "1e-50", "4e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-400",
        "-1e-400", "0.000", "123456789012345678901234567890",
    ]
    static let strings = [
        #""""#, #""a""#, #""\u00e9\u4e2d""#, #""\ud83d\ude00""#, #""\ud83d""#, #""\ude00""#, #""\ud83dx""#,
        #""\ud83d\u0041""#, #""\u0000""#, #""\uD83D\uDE00""#, #""\u+041""#, #""\u00G1""#, #""\"\\\/\b\f\n\r\t""#,
        #""\x""#, "\"\u{1}\"", "\"\u{7F}\"", #""😀é""#, "\"e\u{301}\"", #""1""#, #""true""#,
    ]
    static let keys = [#""a""#, #""b""#, #""super""#, #""""#, #""\u0061""#, #""é""#, "\"e\u{301}\""]
    static let garbage = Array("{}[]\",:0123456789-+.eE tfnul\\/\u{FEFF}\u{1}\u{0}\r\n\t😀")

    private let choices: [Int]
    private var position = 0

    private init(_ choices: [Int]) {
        self.choices = choices
    }

    /// A text from `choices`: a value, changed at as many places as the last choice says.
    static func text(_ choices: [Int]) -> String {
        var builder = JSONTextBuilder(choices)
        var text = Array(builder.value(depth: 0))
        for _ in 0..<builder.next(4) where !text.isEmpty {
            let index = builder.next(text.count)
            let replacement = garbage[builder.next(garbage.count)]
            switch builder.next(3) {
            case 0: text.remove(at: index)
            case 1: text.insert(replacement, at: index)
            default: text[index] = replacement
            }
        }
        return String(text)
    }

    private mutating func next(_ bound: Int) -> Int {
        defer { position += 1 }
        return choices.isEmpty ? 0 : choices[position % choices.count] % bound
    }

    private mutating func value(depth: Int) -> String {
        let space = [" ", "", "", "\n\t"][next(4)]
        switch next(depth < 4 ? 8 : 4) {
        case 0: return ["null", "true", "false"][next(3)]
        case 1, 2: return space + Self.numbers[next(Self.numbers.count)]
        case 3: return Self.strings[next(Self.strings.count)] + space
        case 4, 5:
            let elements = (0..<next(4)).map { _ in value(depth: depth + 1) }
            return "[" + elements.joined(separator: ",") + space + "]"
        default:
            let members = (0..<next(4)).map { _ in Self.keys[next(Self.keys.count)] + ":" + value(depth: depth + 1) }
            return space + "{" + members.joined(separator: ",") + "}"
        }
    }
}
