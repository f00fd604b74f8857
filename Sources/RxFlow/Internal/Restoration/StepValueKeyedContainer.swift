/// An object's members, read by key for a step type's `init(from:)` (`StepValueDecoder`).
/// A document and a node's index: the standard library's box copies it at every call.
struct StepValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: StepValueDocument
    let object: Int
    let path: StepValuePath

    var codingPath: [any CodingKey] { path.keys }

    var allKeys: [Key] {
        let nodes = document.nodes
        let first = nodes[object].firstChild
        // An enum case's object has one key: an array literal costs less than growing an
        // empty array here, where the code runs unspecialized.
        if nodes[object].integer == 1 {
            guard let key = Key(stringValue: nodes[first].key) else { return [] }
            return [key]
        }
        // A loop, not `compactMap`: this runs unspecialized, where the closure and its
        // generic context cost more than the keys.
        var keys: [Key] = []
        keys.reserveCapacity(nodes[object].integer)
        var child = first
        while child >= 0 {
            if let key = Key(stringValue: nodes[child].key) { keys.append(key) }
            child = nodes[child].next
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    private func member(_ key: Key) -> Int? { document.member(of: object, named: key.stringValue) }

    private func value(_ key: Key) throws(StepValueError) -> Int {
        guard let value = member(key) else { throw .mismatch }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try document.isNull(value(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try document.unbox(value(key), as: type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try document.unbox(value(key), as: type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try document.unbox(value(key), as: type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try document.unbox(value(key), as: type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try document.unbox(value(key), as: type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try document.unbox(value(key), as: type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try document.unbox(value(key), as: type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try document.unbox(value(key), as: type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try document.unbox(value(key), as: type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try document.unbox(value(key), as: type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try document.unbox(value(key), as: type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try document.unbox(value(key), as: type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try document.unbox(value(key), as: type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try document.unbox(value(key), as: type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try document.unbox(value(key), as: type, path: path.appending(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(value(key), key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(value(key), key).unkeyedContainer()
    }

    /// The member `super`, or null when there is none, with `super` in its coding path, as
    /// `JSONDecoder` gives it.
    func superDecoder() throws -> any Decoder {
        StepValueDecoder(
            document: document, node: document.member(of: object, named: "super") ?? StepValueDocument.nullNode,
            path: path.appending(StepValueSuperKey()))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder(member(key) ?? StepValueDocument.nullNode, key)
    }

    private func decoder(_ node: Int, _ key: Key) -> StepValueDecoder {
        StepValueDecoder(document: document, node: node, path: path.appending(key))
    }
}
