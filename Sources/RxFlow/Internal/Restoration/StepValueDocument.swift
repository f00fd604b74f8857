import Foundation

/// One JSON value as a step's text holds it, read once into a flat list of nodes so that
/// `StepValueDecoder` can give it to the step type's `init(from:)` without Foundation's
/// `JSONDecoder`, whose set-up and containers cost several times what a navigation does.
///
/// All the nodes of a text are in one array (one allocation however deep the value), and
/// a container is that document and a node's index: copying one, as the standard library's
/// boxed containers do at every call, retains one reference.
/// Numbers keep their text unless it is a plain integer that fits an `Int`: the type that
/// reads one converts it, as `JSONDecoder` does.
final class StepValueDocument {
    /// A value's kind.
    enum Kind: UInt8 {
        case null, bool, integer, number, string, array, object
    }

    /// A value. An object's members and an array's elements are nodes too, linked in the
    /// order of the text from `firstChild` by `next`; a member has its key.
    struct Node {
        var kind: Kind
        /// A bool's value (0 or 1), an integer's, or an array's or object's count.
        var integer = 0
        /// A string's value, or a number's text (empty for an integer).
        var text = ""
        /// The key of an object's member.
        var key = ""
        var firstChild = -1
        var next = -1
    }

    /// The node read as null where a value is missing (`superDecoder()` of an object
    /// without a `super` member).
    static let nullNode = 0
    /// The value the text holds.
    static let rootNode = 1

    let nodes: [Node]

    /// Whether the step met something only `JSONDecoder` reads right. A step type's
    /// `init(from:)` may catch the error and try something else, so that error alone cannot
    /// say it; the codec then reads the step with `JSONDecoder`.
    private(set) var isLeftToJSONDecoder = false

    private init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// `text` read as one JSON value, or nil when it is not one.
    static func read(_ text: String) -> StepValueDocument? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = StepTextReader(bytes)
            guard (try? reader.readValue(depth: 0)) != nil else { return nil }
            reader.skipWhitespace()
            return reader.isAtEnd ? StepValueDocument(nodes: reader.nodes) : nil
        }
    }

    func leaveToJSONDecoder() -> StepValueError {
        isLeftToJSONDecoder = true
        return .unsupported
    }

    /// The member of object `node` named `name`, compared one by one: a step's objects have
    /// a few members.
    func member(of node: Int, named name: String) -> Int? {
        var child = nodes[node].firstChild
        while child >= 0 {
            if nodes[child].key == name { return child }
            child = nodes[child].next
        }
        return nil
    }

    /// Whether object `node` has a key twice, compared one by one while there are few (a
    /// step's objects have one or two members), in a set beyond.
    func hasKeyTwice(_ node: Int) -> Bool {
        let first = nodes[node].firstChild
        if nodes[node].integer <= 16 {
            var later = first
            while later >= 0 {
                var earlier = first
                while earlier != later {
                    if nodes[earlier].key == nodes[later].key { return true }
                    earlier = nodes[earlier].next
                }
                later = nodes[later].next
            }
            return false
        }
        var keys = Set<String>()
        var child = first
        while child >= 0 {
            if !keys.insert(nodes[child].key).inserted { return true }
            child = nodes[child].next
        }
        return false
    }
}

/// Why a step's text did not read through `StepValueDecoder`. The codec then reads it with
/// `JSONDecoder`, whose error says why for the report.
enum StepValueError: Error {
    /// The text is not one JSON value.
    case malformed
    /// The value does not have the shape the type asked for (`JSONDecoder` refuses it too).
    case mismatch
    /// Something `JSONDecoder` reads in its own way (`Data`, `Decimal`, a number written
    /// otherwise than the type writes it): left to it.
    case unsupported
}

// MARK: - Reading as a type

extension StepValueDocument {
    func isNull(_ node: Int) -> Bool { nodes[node].kind == .null }

    func unbox(_ node: Int, as _: Bool.Type) throws(StepValueError) -> Bool {
        guard nodes[node].kind == .bool else { throw .mismatch }
        return nodes[node].integer != 0
    }

    func unbox(_ node: Int, as _: String.Type) throws(StepValueError) -> String {
        guard nodes[node].kind == .string else { throw .mismatch }
        return nodes[node].text
    }

    /// An integer read exactly from the number. One that does not read so (`1.0`, `1e3`, out
    /// of range) is left to `JSONDecoder`, which decides.
    func unbox<Integer: FixedWidthInteger>(_ node: Int, as _: Integer.Type) throws(StepValueError) -> Integer {
        switch nodes[node].kind {
        case .integer:
            guard let value = Integer(exactly: nodes[node].integer) else { throw leaveToJSONDecoder() }
            return value
        case .number:
            guard let value = Integer(nodes[node].text) else { throw leaveToJSONDecoder() }
            return value
        default:
            throw .mismatch
        }
    }

    /// A floating-point number read from the number's text (an integer's value converts to
    /// the same nearest value); one out of the type's range is left to `JSONDecoder`: too
    /// large (infinite), or too small (a number not zero read as zero, which `JSONDecoder`
    /// refuses).
    func unbox<Floating: BinaryFloatingPoint & LosslessStringConvertible>(_ node: Int, as _: Floating.Type)
        throws(StepValueError) -> Floating
    {
        switch nodes[node].kind {
        case .integer:
            return Floating(nodes[node].integer)
        case .number:
            let text = nodes[node].text
            guard let value = Floating(text), value.isFinite, value != 0 || !Self.hasNonzeroDigit(text) else {
                throw leaveToJSONDecoder()
            }
            return value
        default:
            throw .mismatch
        }
    }

    /// Whether a number's text has a digit other than 0 before its exponent.
    private static func hasNonzeroDigit(_ number: String) -> Bool {
        for byte in number.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) { return true }
        }
        return false
    }

    /// A value of any decodable type, read by its own `init(from:)`, except for the types
    /// `JSONDecoder` reads in its own way: a URL is its string, as `JSONEncoder` writes it;
    /// `Data` and `Decimal` are left to `JSONDecoder`.
    func unbox<Value: Decodable>(_ node: Int, as _: Value.Type, path: StepValuePath) throws -> Value {
        if Value.self == URL.self { return try unboxURL(node) as! Value }
        if Value.self == Data.self || Value.self == Decimal.self { throw leaveToJSONDecoder() }
        return try Value(from: StepValueDecoder(document: self, node: node, path: path))
    }

    /// A URL, from its string. Apart from `unbox`, whose generic code otherwise fetched the
    /// metadata of `Value?` for every value it read.
    @inline(never)
    private func unboxURL(_ node: Int) throws(StepValueError) -> URL {
        guard let url = URL(string: try unbox(node, as: String.self)) else { throw leaveToJSONDecoder() }
        return url
    }
}
