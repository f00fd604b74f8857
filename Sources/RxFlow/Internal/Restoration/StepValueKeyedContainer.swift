/// An object's members, read by key for a step type's `init(from:)` (`StepValueDecoder`).
struct StepValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [(key: String, value: StepValue)]
    let path: StepValuePath
    let reading: StepValueReading

    var codingPath: [any CodingKey] { path.keys }

    var allKeys: [Key] {
        // An enum case's object has one key: an array literal costs less than growing an
        // empty array here, where the code runs unspecialized.
        if members.count == 1 {
            guard let key = Key(stringValue: members[0].key) else { return [] }
            return [key]
        }
        // A loop, not `compactMap`: this runs unspecialized, where the closure and its
        // generic context cost more than the keys.
        var keys: [Key] = []
        keys.reserveCapacity(members.count)
        for member in members {
            if let key = Key(stringValue: member.key) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    private func member(_ key: Key) -> StepValue? { member(named: key.stringValue) }

    /// A step's objects have a few members: a scan is cheaper than a dictionary.
    private func member(named name: String) -> StepValue? {
        members.first { $0.key == name }?.value
    }

    private func value(_ key: Key) throws(StepValueError) -> StepValue {
        guard let value = member(key) else { throw .mismatch }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).unbox(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).unbox(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).unbox(type, in: reading) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).unbox(type, in: reading) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).unbox(type, in: reading) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).unbox(type, in: reading) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).unbox(type, in: reading) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).unbox(type, in: reading) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).unbox(type, in: reading) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).unbox(type, in: reading) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).unbox(type, in: reading) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).unbox(type, in: reading) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).unbox(type, in: reading) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).unbox(type, in: reading) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try value(key).unbox(type, path: path.appending(key), in: reading)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try StepValueDecoder(value: value(key), path: path.appending(key), reading: reading).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try StepValueDecoder(value: value(key), path: path.appending(key), reading: reading).unkeyedContainer()
    }

    /// The member `super`, or null when there is none, as `JSONDecoder` gives it.
    func superDecoder() throws -> any Decoder {
        StepValueDecoder(value: member(named: "super") ?? .null, path: path, reading: reading)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        StepValueDecoder(value: member(key) ?? .null, path: path.appending(key), reading: reading)
    }
}
