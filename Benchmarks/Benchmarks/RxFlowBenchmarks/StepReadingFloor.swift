/// A decoder that reads nothing: it hands `RestoreStep.init(from:)` the case key
/// `treePush` and two prepared integers. What a step's synthesized `init(from:)` costs
/// through it is the standard library's part of reading a step back (its container boxes,
/// its `allKeys` conversions, its generic metadata), which any decoder pays: the floor under
/// the step reading of `restore-tree-*`.
struct StepReadingFloor: Decoder {
    /// The integers the case's payload is read from, in the order of its fields.
    let flow: Int
    let screen: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(StepReadingFloorContainer<Key>(flow: flow, screen: screen, isPayload: false))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "not read here"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "not read here"))
    }
}
