/// Reads one JSON value (RFC 8259) from UTF-8 bytes into the nodes of a
/// `StepValueDocument`. Strict: what it accepts, `JSONDecoder` accepts too, so that a step
/// reads the same either way (an object with a key given twice is read, and left to
/// `JSONDecoder` when a type asks for it: `StepValueDecoder`); anything else is `.malformed`,
/// and the codec leaves that text to `JSONDecoder`.
struct StepTextReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The values read, in the order of the text; the first is `StepValueDocument.nullNode`.
    private(set) var nodes: [StepValueDocument.Node]

    /// Deeper values are left to `JSONDecoder` (a step is a few levels deep).
    private static let maximumDepth = 256

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.init(bytes, keepingNodes: true)
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, keepingNodes: Bool) {
        self.bytes = bytes
        nodes = []
        guard keepingNodes else { return }
        // Room for an enum case with two associated values (the case's object, its own
        // object and two values) without growing the array.
        nodes.reserveCapacity(6)
        nodes.append(StepValueDocument.Node(kind: .null))
    }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// Reads a value into a new node, and returns its index.
    @discardableResult
    mutating func readValue(depth: Int) throws(StepValueError) -> Int {
        guard depth < Self.maximumDepth else { throw .malformed }
        skipWhitespace()
        guard let byte = peek() else { throw .malformed }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return append(StepValueDocument.Node(kind: .string, text: try readString()))
        case UInt8(ascii: "t"): return try readLiteral("true", StepValueDocument.Node(kind: .bool, integer: 1))
        case UInt8(ascii: "f"): return try readLiteral("false", StepValueDocument.Node(kind: .bool, integer: 0))
        case UInt8(ascii: "n"): return try readLiteral("null", StepValueDocument.Node(kind: .null))
        default: return append(try readNumber())
        }
    }

    /// The whole text as a plain integer that fits an `Int` (what `readNumber` reads into
    /// a value), or nil for anything else, which is then read as a value. Nothing is kept.
    static func integer(in text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = StepTextReader(bytes, keepingNodes: false)
            reader.skipWhitespace()
            guard let byte = reader.peek(), byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte),
                let node = try? reader.readNumber(), node.kind == .integer
            else { return nil }
            reader.skipWhitespace()
            return reader.isAtEnd ? node.integer : nil
        }
    }

    private mutating func append(_ node: StepValueDocument.Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    // MARK: - Containers

    /// An object's node, then its members' (each with its key), linked in order.
    private mutating func readObject(depth: Int) throws(StepValueError) -> Int {
        index += 1
        let object = append(StepValueDocument.Node(kind: .object))
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return object }
        var count = 0
        var previous = -1
        repeat {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw .malformed }
            let key = try readString()
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw .malformed }
            let member = try readValue(depth: depth + 1)
            nodes[member].key = key
            link(member, after: previous, in: object)
            previous = member
            count += 1
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw .malformed }
        nodes[object].integer = count
        return object
    }

    private mutating func readArray(depth: Int) throws(StepValueError) -> Int {
        index += 1
        let array = append(StepValueDocument.Node(kind: .array))
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return array }
        var count = 0
        var previous = -1
        repeat {
            let element = try readValue(depth: depth + 1)
            link(element, after: previous, in: array)
            previous = element
            count += 1
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw .malformed }
        nodes[array].integer = count
        return array
    }

    private mutating func link(_ child: Int, after previous: Int, in parent: Int) {
        if previous < 0 {
            nodes[parent].firstChild = child
        } else {
            nodes[previous].next = child
        }
    }

    // MARK: - Scalars

    private mutating func readLiteral(_ literal: StaticString, _ node: StepValueDocument.Node) throws(StepValueError)
        -> Int
    {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count,
            UnsafeBufferPointer(start: literal.utf8Start, count: count).elementsEqual(bytes[index..<index + count])
        else { throw .malformed }
        index += count
        return append(node)
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: an integer's value when it
    /// is a plain integer that fits an `Int` (not `-0`, which a floating-point type reads
    /// as negative zero), its text otherwise.
    private mutating func readNumber() throws(StepValueError) -> StepValueDocument.Node {
        let start = index
        let isNegative = consume(UInt8(ascii: "-"))
        let digitsStart = index
        if consume(UInt8(ascii: "0")) {
            // No leading zeros.
        } else {
            guard skipDigits() > 0 else { throw .malformed }
        }
        let digitsEnd = index
        var isInteger = true
        if consume(UInt8(ascii: ".")) {
            guard skipDigits() > 0 else { throw .malformed }
            isInteger = false
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard skipDigits() > 0 else { throw .malformed }
            isInteger = false
        }
        if isInteger, !(isNegative && bytes[digitsStart] == UInt8(ascii: "0")),
            let value = integer(bytes[digitsStart..<digitsEnd], isNegative: isNegative)
        {
            return StepValueDocument.Node(kind: .integer, integer: value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return StepValueDocument.Node(kind: .number, text: text)
    }

    /// The value of decimal `digits`, or nil when it does not fit an `Int`. Summed as a
    /// negative number, whose range reaches `Int.min`.
    private func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>, isNegative: Bool) -> Int? {
        var negated = 0
        for digit in digits {
            let (times10, overflow) = negated.multipliedReportingOverflow(by: 10)
            let (next, underflow) = times10.subtractingReportingOverflow(Int(digit &- UInt8(ascii: "0")))
            guard !overflow, !underflow else { return nil }
            negated = next
        }
        if isNegative { return negated }
        return negated == Int.min ? nil : -negated
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    /// A string from its opening quote; the bytes are valid UTF-8 (they come from a `String`).
    private mutating func readString() throws(StepValueError) -> String {
        index += 1
        let start = index
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { throw .malformed }
            index += 1
        }
        if consume(UInt8(ascii: "\"")) {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        var unescaped = Array(bytes[start..<index])
        while true {
            guard let byte = peek() else { throw .malformed }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &unescaped)
            default:
                guard byte >= 0x20 else { throw .malformed }
                unescaped.append(byte)
            }
        }
    }

    /// The escape after a backslash, appended as UTF-8.
    private mutating func readEscape(into unescaped: inout [UInt8]) throws(StepValueError) {
        guard let byte = peek() else { throw .malformed }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(byte)
        case UInt8(ascii: "b"): unescaped.append(0x08)
        case UInt8(ascii: "f"): unescaped.append(0x0C)
        case UInt8(ascii: "n"): unescaped.append(0x0A)
        case UInt8(ascii: "r"): unescaped.append(0x0D)
        case UInt8(ascii: "t"): unescaped.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = UInt32(try readHexQuad())
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate: its low half must follow as a second escape.
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else { throw .malformed }
                let low = UInt32(try readHexQuad())
                guard (0xDC00...0xDFFF).contains(low) else { throw .malformed }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let decoded = Unicode.Scalar(scalar), let encoded = UTF8.encode(decoded) else { throw .malformed }
            unescaped.append(contentsOf: encoded)
        default:
            throw .malformed
        }
    }

    private mutating func readHexQuad() throws(StepValueError) -> UInt16 {
        guard bytes.count - index >= 4 else { throw .malformed }
        let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 4]), as: UTF8.self)
        guard let value = UInt16(digits, radix: 16) else { throw .malformed }
        // `UInt16(_:radix:)` takes a sign too; JSON does not.
        guard bytes[index] != UInt8(ascii: "+"), bytes[index] != UInt8(ascii: "-") else { throw .malformed }
        index += 4
        return value
    }

    // MARK: - Bytes

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }
}
