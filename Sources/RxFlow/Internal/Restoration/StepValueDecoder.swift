/// Gives a node of a `StepValueDocument` to a step type's `init(from:)`, as `JSONDecoder`
/// (with its default strategies) would give it the same text, at a fraction of the cost.
///
/// It only succeeds where `JSONDecoder` gives the same value; anything else throws a
/// `StepValueError`, and the codec reads that text with `JSONDecoder` instead.
struct StepValueDecoder: Decoder {
    let document: StepValueDocument
    let node: Int
    let path: StepValuePath

    var codingPath: [any CodingKey] { path.keys }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard document.nodes[node].kind == .object else { throw StepValueError.mismatch }
        // A key given twice: which of the two counts is `JSONDecoder`'s own rule.
        if document.nodes[node].integer > 1, document.hasKeyTwice(node) { throw document.leaveToJSONDecoder() }
        return KeyedDecodingContainer(StepValueKeyedContainer<Key>(document: document, object: node, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard document.nodes[node].kind == .array else { throw StepValueError.mismatch }
        return StepValueUnkeyedContainer(document: document, array: node, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// `text` read as a `Value`, or nil when only `JSONDecoder` can read it or say why it
    /// does not.
    static func read<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
        var isOneValue = false
        return read(type, from: text, isOneValue: &isOneValue)
    }

    /// `text` read as a `Value`, or nil as `read(_:from:)`; `isOneValue` tells whether the
    /// text is one JSON value (then `JSONDecoder` reads it as one value too, even in a list of
    /// texts joined by commas, where a text that is not, `1,` or `1]`, would change the list).
    /// Inlined into a loop that reads many texts, so that the metadata its generic code needs
    /// is fetched once for the loop.
    @inline(__always)
    static func read<Value: Decodable>(_ type: Value.Type, from text: String, isOneValue: inout Bool) -> Value? {
        // An integer (the state of the headless containers: a depth, a tab's index) is what
        // `Int(from:)` would read through the decoder, without a document or container; one
        // that does not read so takes the decoder's way, which leaves it to `JSONDecoder`.
        if Value.self == Int.self, let integer = StepTextReader.integer(in: text) {
            isOneValue = true
            return integer as? Value
        }
        guard let document = StepValueDocument.read(text) else {
            isOneValue = false
            return nil
        }
        isOneValue = true
        let root = StepValueDocument.rootNode
        guard let read = try? document.unbox(root, as: type, path: .root), !document.isLeftToJSONDecoder else {
            return nil
        }
        return read
    }
}

extension StepValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { document.isNull(node) }
    func decode(_ type: Bool.Type) throws -> Bool { try document.unbox(node, as: type) }
    func decode(_ type: String.Type) throws -> String { try document.unbox(node, as: type) }
    func decode(_ type: Double.Type) throws -> Double { try document.unbox(node, as: type) }
    func decode(_ type: Float.Type) throws -> Float { try document.unbox(node, as: type) }
    func decode(_ type: Int.Type) throws -> Int { try document.unbox(node, as: type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try document.unbox(node, as: type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try document.unbox(node, as: type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try document.unbox(node, as: type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try document.unbox(node, as: type) }
    func decode(_ type: UInt.Type) throws -> UInt { try document.unbox(node, as: type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try document.unbox(node, as: type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try document.unbox(node, as: type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try document.unbox(node, as: type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try document.unbox(node, as: type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try document.unbox(node, as: type, path: path) }
}

/// The key of an array element in a coding path, as `JSONDecoder` names it.
struct StepValueIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// The key of the member `superDecoder()` reads, in a coding path, as `JSONDecoder` names it.
struct StepValueSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }

    init() {}
    init?(intValue: Int) { nil }
    init?(stringValue: String) { nil }
}

/// A coding path, linked from its last key and made into an array only when asked for (a
/// type's `init(from:)` rarely asks): a container copies it with one retain, and nesting
/// one allocates a link.
struct StepValuePath {
    private final class Link {
        let parent: Link?
        let key: any CodingKey

        init(parent: Link?, key: any CodingKey) {
            self.parent = parent
            self.key = key
        }
    }

    private let last: Link?

    static var root: StepValuePath { StepValuePath(last: nil) }

    private init(last: Link?) {
        self.last = last
    }

    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var link = last
        while let current = link {
            keys.append(current.key)
            link = current.parent
        }
        return keys.reversed()
    }

    func appending(_ key: any CodingKey) -> StepValuePath { StepValuePath(last: Link(parent: last, key: key)) }
}
