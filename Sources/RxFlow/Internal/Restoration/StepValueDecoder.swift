/// Gives a `StepValue` to a step type's `init(from:)`, as `JSONDecoder` (with its default
/// strategies) would give it the same text, at a fraction of the cost.
///
/// It only succeeds where `JSONDecoder` gives the same value; anything else throws a
/// `StepValueError`, and the codec reads that text with `JSONDecoder` instead.
struct StepValueDecoder: Decoder {
    let value: StepValue
    let path: StepValuePath
    let reading: StepValueReading

    var codingPath: [any CodingKey] { path.keys }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw StepValueError.mismatch }
        // A key given twice: which of the two counts is `JSONDecoder`'s own rule.
        if members.count > 1, Self.hasKeyTwice(members) { throw reading.leaveToJSONDecoder() }
        return KeyedDecodingContainer(StepValueKeyedContainer(members: members, path: path, reading: reading))
    }

    /// Whether a key appears twice, compared one by one while there are few (a step's
    /// objects have one or two members), in a set beyond.
    private static func hasKeyTwice(_ members: [(key: String, value: StepValue)]) -> Bool {
        if members.count <= 16 {
            for later in 1..<members.count where members[..<later].contains(where: { $0.key == members[later].key }) {
                return true
            }
            return false
        }
        var keys = Set<String>()
        return members.contains { !keys.insert($0.key).inserted }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw StepValueError.mismatch }
        return StepValueUnkeyedContainer(elements: elements, path: path, reading: reading)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// `text` read as a `Value`, or nil when only `JSONDecoder` can read it or say why it
    /// does not.
    static func read<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
        read(type, from: text, reading: StepValueReading())
    }

    /// `read(_:from:)` with `reading` (reset first), for a loop that reads many texts: inlined
    /// there, so that the metadata its generic code needs is fetched once for the loop.
    @inline(__always)
    static func read<Value: Decodable>(_ type: Value.Type, from text: String, reading: StepValueReading) -> Value? {
        guard let value = StepValue.read(text) else { return nil }
        // An integer (the state of the headless containers: a depth, a tab's index) is what
        // `Int(from:)` would read through the decoder, without its container; one that does
        // not read so takes the decoder's way, which leaves it to `JSONDecoder`.
        if Value.self == Int.self, case .number(let digits) = value, let integer = Int(digits) {
            return integer as? Value
        }
        reading.reset()
        guard let read = try? value.unbox(type, path: .root, in: reading), !reading.isLeftToJSONDecoder else {
            return nil
        }
        return read
    }
}

extension StepValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try value.unbox(type) }
    func decode(_ type: String.Type) throws -> String { try value.unbox(type) }
    func decode(_ type: Double.Type) throws -> Double { try value.unbox(type, in: reading) }
    func decode(_ type: Float.Type) throws -> Float { try value.unbox(type, in: reading) }
    func decode(_ type: Int.Type) throws -> Int { try value.unbox(type, in: reading) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.unbox(type, in: reading) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.unbox(type, in: reading) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.unbox(type, in: reading) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.unbox(type, in: reading) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.unbox(type, in: reading) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.unbox(type, in: reading) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.unbox(type, in: reading) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.unbox(type, in: reading) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.unbox(type, in: reading) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value.unbox(type, path: path, in: reading) }
}

/// The key of an array element in a coding path, as `JSONDecoder` names it.
struct StepValueIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// A coding path, made into an array only when asked for: a step's enum case nests one
/// container, and copying its path into a new array there cost as much as reading a number.
struct StepValuePath {
    private let parent: [any CodingKey]
    private let last: (any CodingKey)?

    static let root = StepValuePath(parent: [], last: nil)

    private init(parent: [any CodingKey], last: (any CodingKey)?) {
        self.parent = parent
        self.last = last
    }

    var keys: [any CodingKey] { last.map { parent + [$0] } ?? parent }

    func appending(_ key: any CodingKey) -> StepValuePath { StepValuePath(parent: keys, last: key) }
}
