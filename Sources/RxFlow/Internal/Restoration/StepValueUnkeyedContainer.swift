/// An array's elements, read in order for a step type's `init(from:)` (`StepValueDecoder`).
struct StepValueUnkeyedContainer: UnkeyedDecodingContainer {
    let document: StepValueDocument
    let path: StepValuePath
    let count: Int?
    private(set) var currentIndex = 0
    /// The node of the element at `currentIndex` (-1 at the end).
    private var current: Int

    var codingPath: [any CodingKey] { path.keys }

    init(document: StepValueDocument, array: Int, path: StepValuePath) {
        self.document = document
        self.path = path
        count = document.nodes[array].integer
        current = document.nodes[array].firstChild
    }

    var isAtEnd: Bool { current < 0 }

    private mutating func next() throws(StepValueError) -> Int {
        guard !isAtEnd else { throw .mismatch }
        defer {
            current = document.nodes[current].next
            currentIndex += 1
        }
        return current
    }

    /// A decoder for the next element, with its index in the coding path.
    private mutating func nextDecoder() throws(StepValueError) -> StepValueDecoder {
        let key = StepValueIndexKey(index: currentIndex)
        return StepValueDecoder(document: document, node: try next(), path: path.appending(key))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw StepValueError.mismatch }
        guard document.isNull(current) else { return false }
        _ = try next()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try document.unbox(next(), as: type) }
    mutating func decode(_ type: String.Type) throws -> String { try document.unbox(next(), as: type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try document.unbox(next(), as: type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try document.unbox(next(), as: type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try document.unbox(next(), as: type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try document.unbox(next(), as: type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try document.unbox(next(), as: type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try document.unbox(next(), as: type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try document.unbox(next(), as: type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try document.unbox(next(), as: type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try document.unbox(next(), as: type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try document.unbox(next(), as: type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try document.unbox(next(), as: type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try document.unbox(next(), as: type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = try nextDecoder()
        return try document.unbox(decoder.node, as: type, path: decoder.path)
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
