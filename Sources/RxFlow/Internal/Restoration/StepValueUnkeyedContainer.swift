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

    /// The node of the element at `currentIndex`. A call reads it, then moves past it with
    /// `advancing`: after a failed try (`try? decode(String.self)`) the element is still there
    /// for the next, as in `JSONDecoder`.
    private func element() throws(StepValueError) -> Int {
        guard !isAtEnd else { throw .mismatch }
        return current
    }

    /// `value`, read from the element at `currentIndex`, once the container has moved past it.
    private mutating func advancing<Value>(_ value: Value) -> Value {
        current = document.nodes[current].next
        currentIndex += 1
        return value
    }

    /// A decoder for the element at `currentIndex`, with its index in the coding path.
    private func elementDecoder() throws(StepValueError) -> StepValueDecoder {
        StepValueDecoder(
            document: document, node: try element(), path: path.appending(StepValueIndexKey(index: currentIndex)))
    }

    mutating func decodeNil() throws -> Bool {
        guard document.isNull(try element()) else { return false }
        return advancing(true)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: String.Type) throws -> String { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: Double.Type) throws -> Double { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: Float.Type) throws -> Float { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: Int.Type) throws -> Int { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try advancing(document.unbox(element(), as: type)) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try advancing(document.unbox(element(), as: type)) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = try elementDecoder()
        return try advancing(document.unbox(decoder.node, as: type, path: decoder.path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try advancing(elementDecoder().container(keyedBy: type))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try advancing(elementDecoder().unkeyedContainer())
    }

    mutating func superDecoder() throws -> any Decoder { try advancing(elementDecoder()) }

    // MARK: - decodeIfPresent

    /// nil for null, and at the end, where `JSONDecoder` counts the call as an element read
    /// (its `currentIndex` goes one past `count`): a type that looks at `currentIndex` sees
    /// what it would see there. The standard library's default leaves the index as it is.
    private mutating func readIfPresent<Value>(_ read: (inout Self) throws -> Value) throws -> Value? {
        if isAtEnd {
            currentIndex += 1
            return nil
        }
        return try decodeNil() ? nil : read(&self)
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try readIfPresent { try $0.decode(type) } }
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        try readIfPresent { try $0.decode(type) }
    }
}
