/// `StepReadingFloor`'s keyed containers: the step's (whose one key is `treePush`) and its
/// payload's (whose integers are found by key name, as any decoder must at least do).
struct StepReadingFloorContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let flow: Int
    let screen: Int
    /// True for the payload's container, false for the step's.
    let isPayload: Bool

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        guard !isPayload, let key = Key(stringValue: "treePush") else { return [] }
        return [key]
    }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        key.stringValue == "flow" ? flow : screen
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        throw DecodingError.typeMismatch(type, .init(codingPath: [key], debugDescription: "not read here"))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(StepReadingFloorContainer<NestedKey>(flow: flow, screen: screen, isPayload: true))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [key], debugDescription: "not read here"))
    }

    func superDecoder() throws -> any Decoder { StepReadingFloor(flow: flow, screen: screen) }

    func superDecoder(forKey key: Key) throws -> any Decoder { StepReadingFloor(flow: flow, screen: screen) }
}
