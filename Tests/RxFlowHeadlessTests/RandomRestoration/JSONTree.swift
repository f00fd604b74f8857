import Foundation

/// A JSON document as a tree, object members in a fixed (sorted) order, so that a generated
/// mutation ("the 12th node, changed this way") means the same node on every run.
indirect enum JSONTree: Codable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([(key: String, value: JSONTree)])
    /// A string holding a JSON document (a step's text, a presentable's state), read as a
    /// tree so that a change can reach inside it (see `expandingEmbeddedDocuments()`).
    case embedded(JSONTree)

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            self = .object(
                try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                    (key.stringValue, try object.decode(JSONTree.self, forKey: key))
                })
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONTree] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONTree.self)) }
            self = .array(elements)
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? value.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try value.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var object = encoder.container(keyedBy: MemberKey.self)
            for member in members { try object.encode(member.value, forKey: MemberKey(member.key)) }
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .null:
            var value = encoder.singleValueContainer()
            try value.encodeNil()
        case .bool(let bool):
            var value = encoder.singleValueContainer()
            try value.encode(bool)
        case .integer(let integer):
            var value = encoder.singleValueContainer()
            try value.encode(integer)
        case .number(let number):
            var value = encoder.singleValueContainer()
            try value.encode(number)
        case .string(let string):
            var value = encoder.singleValueContainer()
            try value.encode(string)
        case .embedded(let document):
            var value = encoder.singleValueContainer()
            try value.encode(String(decoding: JSONEncoder().encode(document), as: UTF8.self))
        }
    }

    /// The tree with each string that holds a JSON object or array read as `.embedded`; it
    /// encodes back to a string.
    func expandingEmbeddedDocuments() -> JSONTree {
        switch self {
        case .string(let text):
            guard text.hasPrefix("{") || text.hasPrefix("["),
                let document = try? JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
            else { return self }
            return .embedded(document.expandingEmbeddedDocuments())
        case .array(let elements): return .array(elements.map { $0.expandingEmbeddedDocuments() })
        case .object(let members): return .object(members.map { ($0.key, $0.value.expandingEmbeddedDocuments()) })
        case .embedded(let document): return .embedded(document.expandingEmbeddedDocuments())
        default: return self
        }
    }

    static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.embedded(let a), .embedded(let b)): a == b
        default: false
        }
    }

    /// How many nodes the tree has, itself included.
    var nodeCount: Int {
        switch self {
        case .array(let elements): 1 + elements.reduce(0) { $0 + $1.nodeCount }
        case .object(let members): 1 + members.reduce(0) { $0 + $1.value.nodeCount }
        case .embedded(let document): 1 + document.nodeCount
        default: 1
        }
    }

    /// The tree with its node number `index` (depth first, itself first) replaced by what
    /// `change` makes of it.
    func replacingNode(_ index: Int, with change: (JSONTree) -> JSONTree) -> JSONTree {
        var remaining = index
        return replacing(&remaining, change)
    }

    private func replacing(_ remaining: inout Int, _ change: (JSONTree) -> JSONTree) -> JSONTree {
        if remaining == 0 {
            remaining = -1
            return change(self)
        }
        remaining -= 1
        switch self {
        case .array(let elements):
            return .array(elements.map { remaining < 0 ? $0 : $0.replacing(&remaining, change) })
        case .object(let members):
            return .object(members.map { remaining < 0 ? $0 : ($0.key, $0.value.replacing(&remaining, change)) })
        case .embedded(let document):
            return .embedded(document.replacing(&remaining, change))
        default:
            return self
        }
    }

    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
