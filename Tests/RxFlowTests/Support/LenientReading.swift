/// Reads any JSON value as a lenient step type would: it tries one reading after another and
/// catches each failure, reads an array element by element in its own way, and asks for
/// what is not there (a missing key, `super`, the element after the last). What it records
/// is all `JSONDecoder` let it see, so that reading the same text with `StepValueDecoder`
/// must record the same, or leave the text to `JSONDecoder`.
indirect enum LenientReading: Decodable, Equatable {
    case null
    /// What each scalar reading gave (`Int8 -1`, `Double <bits>`), the failed ones left out.
    case scalar([String])
    /// Each element, how it read, and the container's index and end after each call.
    case array([LenientReading], trace: [String])
    /// The members, what the reads of an absent member gave, and what `decodeIfPresent` of
    /// `a`, `superDecoder()` and `superDecoder(forKey: b)` read.
    case object([String: LenientReading], trace: [String], asked: [LenientReading?])

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            self = try Self.object(keyed)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            self = try Self.array(&unkeyed)
        } else {
            let single = try decoder.singleValueContainer()
            let path =
                "path "
                + decoder.codingPath.map { "\($0.stringValue)|\(String(describing: $0.intValue))" }.joined(
                    separator: ".")
            self = single.decodeNil() ? .null : .scalar([path] + Self.scalarReadings(single))
        }
    }

    private static func object(_ keyed: KeyedDecodingContainer<Key>) throws -> Self {
        var members: [String: Self] = [:]
        for key in keyed.allKeys {
            members[key.stringValue] = try keyed.decode(Self.self, forKey: key)
        }
        let absent = Key(stringValue: "absent")
        let trace = [
            "path \(keyed.codingPath.map(\.stringValue))",
            "contains \(keyed.contains(absent))",
            "nil \(outcome { try keyed.decodeNil(forKey: absent) })",
            "ifPresent \(outcome { try keyed.decodeIfPresent(Int.self, forKey: absent) })",
            "ifPresent a \(outcome { try keyed.decodeIfPresent(Int8.self, forKey: Key(stringValue: "a")) })",
            "nested \(String(describing: try? keyed.nestedUnkeyedContainer(forKey: Key(stringValue: "a")).count))",
        ]
        let asked = [
            try? keyed.decodeIfPresent(Self.self, forKey: Key(stringValue: "a")),
            try? Self(from: keyed.superDecoder()),
            try? Self(from: keyed.superDecoder(forKey: Key(stringValue: "b"))),
        ]
        return .object(members, trace: trace, asked: asked)
    }

    /// Each element is tried as a string, a bool and a small integer before it is read as a
    /// value of its own: a failed try must leave it to the next.
    private static func array(_ unkeyed: inout any UnkeyedDecodingContainer) throws -> Self {
        var elements: [Self] = []
        var trace: [String] = []
        while !unkeyed.isAtEnd {
            if let string = try? unkeyed.decode(String.self) {
                elements.append(.scalar(["String \(string)"]))
            } else if let bool = try? unkeyed.decode(Bool.self) {
                elements.append(.scalar(["Bool \(bool)"]))
            } else if let small = try? unkeyed.decode(Int8.self) {
                elements.append(.scalar(["Int8 \(small)"]))
            } else if (try? unkeyed.nestedContainer(keyedBy: Key.self)) != nil {
                trace.append("nested object at \(unkeyed.currentIndex - 1)")
            } else {
                elements.append(try unkeyed.decode(Self.self))
            }
            trace.append("\(unkeyed.currentIndex)")
        }
        trace.append("nil \(outcome { try unkeyed.decodeNil() })")
        trace.append("ifPresent \(outcome { try unkeyed.decodeIfPresent(Int.self) }) \(unkeyed.currentIndex)")
        trace.append("decode \(outcome { try unkeyed.decode(Int.self) }) \(unkeyed.currentIndex)")
        trace.append("super \((try? unkeyed.superDecoder()) != nil) \(unkeyed.currentIndex)")
        trace.append("count \(String(describing: unkeyed.count)) path \(unkeyed.codingPath.map(\.stringValue))")
        return .array(elements, trace: trace)
    }

    private static func scalarReadings(_ single: any SingleValueDecodingContainer) -> [String] {
        var readings: [String] = []
        func attempt(_ name: String, _ read: () throws -> Any) {
            if let value = try? read() { readings.append("\(name) \(value)") }
        }
        attempt("Bool") { try single.decode(Bool.self) }
        attempt("String") { try single.decode(String.self) }
        attempt("Int8") { try single.decode(Int8.self) }
        attempt("Int16") { try single.decode(Int16.self) }
        attempt("Int32") { try single.decode(Int32.self) }
        attempt("Int64") { try single.decode(Int64.self) }
        attempt("Int") { try single.decode(Int.self) }
        attempt("UInt8") { try single.decode(UInt8.self) }
        attempt("UInt16") { try single.decode(UInt16.self) }
        attempt("UInt32") { try single.decode(UInt32.self) }
        attempt("UInt64") { try single.decode(UInt64.self) }
        attempt("UInt") { try single.decode(UInt.self) }
        attempt("Float") { try single.decode(Float.self).bitPattern }
        attempt("Double") { try single.decode(Double.self).bitPattern }
        attempt("Int?") { try single.decode(Int?.self) as Any }
        return readings
    }

    /// What a call gave, or that it threw (which error is each decoder's own).
    private static func outcome<Value>(_ call: () throws -> Value) -> String {
        (try? call()).map { "gave \(String(describing: $0))" } ?? "threw"
    }
}
