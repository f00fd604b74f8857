/// An array's elements, read in order for a step type's `init(from:)` (`StepValueDecoder`).
struct StepValueUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [StepValue]
    let path: StepValuePath
    let reading: StepValueReading

    var codingPath: [any CodingKey] { path.keys }
    private(set) var currentIndex = 0

    init(elements: [StepValue], path: StepValuePath, reading: StepValueReading) {
        self.elements = elements
        self.path = path
        self.reading = reading
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws(StepValueError) -> StepValue {
        guard !isAtEnd else { throw .mismatch }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    /// A decoder for the next element, with its index in the coding path.
    private mutating func nextDecoder() throws(StepValueError) -> StepValueDecoder {
        let key = StepValueIndexKey(index: currentIndex)
        return StepValueDecoder(value: try next(), path: path.appending(key), reading: reading)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw StepValueError.mismatch }
        guard elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().unbox(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().unbox(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().unbox(type, in: reading) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().unbox(type, in: reading) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().unbox(type, in: reading) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().unbox(type, in: reading) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().unbox(type, in: reading) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().unbox(type, in: reading) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().unbox(type, in: reading) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().unbox(type, in: reading) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().unbox(type, in: reading) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().unbox(type, in: reading) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().unbox(type, in: reading) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().unbox(type, in: reading) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = try nextDecoder()
        return try decoder.value.unbox(type, path: decoder.path, in: reading)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nextDecoder() }
}
