import Foundation
import PropertyBased

/// One generated change to a snapshot's JSON, as a hand edit, a truncated field or another
/// app version could make it: a number moved or made negative, a name changed or swapped for
/// another name of the document, a record removed, duplicated or moved, a member removed or
/// added; inside a step's text or a state's too (another step case, another screen id). Numbers only, so that shrinking keeps it meaningful: `node` picks among the
/// document's nodes when it is applied.
struct SnapshotMutation: Sendable, CustomStringConvertible {
    let node: Int
    let kind: Int
    let amount: Int

    static let generator = zip(Gen.int(in: 0...4095), Gen.int(in: 0...3), Gen.int(in: 0...7))
        .map { SnapshotMutation(node: $0, kind: $1, amount: $2) }

    var description: String { "mutation(node: \(node), kind: \(kind), amount: \(amount))" }

    /// `document` with this change made to one of its nodes; `names` are the document's
    /// strings, to swap one for another.
    func applied(to document: JSONTree) -> JSONTree {
        let names = Self.strings(in: document)
        return document.replacingNode(node % document.nodeCount) { node in change(node, names: names) }
    }

    private func change(_ node: JSONTree, names: [String]) -> JSONTree {
        switch node {
        case .integer(let value):
            switch kind {
            case 0: return .integer(value + amount - 3)
            case 1: return .integer(-1 - amount)
            case 2: return .integer(value * 1000 + amount)
            default: return .string("\(value)")
            }
        case .string(let value):
            switch kind {
            case 0: return .string("")
            case 1: return .string(value + "X")
            case 2: return names.isEmpty ? .null : .string(names[amount % names.count])
            default: return .integer(amount)
            }
        case .array(let elements):
            guard !elements.isEmpty else { return .array([.integer(amount)]) }
            var changed = elements
            let index = amount % elements.count
            switch kind {
            case 0: changed.remove(at: index)
            case 1: changed.insert(elements[index], at: index)
            case 2: changed.swapAt(index, (index + 1) % elements.count)
            default: changed = []
            }
            return .array(changed)
        case .object(let members):
            guard !members.isEmpty else { return .null }
            var changed = members
            let index = amount % members.count
            switch kind {
            case 0: changed.remove(at: index)
            case 1: changed.append((key: "extra", value: .integer(amount)))
            case 2: changed[index].value = .null
            default: return .null
            }
            return .object(changed)
        case .embedded(let document):
            // The document as a string again, changed as a string is.
            let text = (try? JSONEncoder().encode(document)).map { String(decoding: $0, as: UTF8.self) }
            return change(.string(text ?? ""), names: names)
        case .null, .bool, .number:
            return .integer(amount)
        }
    }

    private static func strings(in tree: JSONTree) -> [String] {
        switch tree {
        case .string(let value): [value]
        case .array(let elements): elements.flatMap(strings)
        case .object(let members): members.flatMap { strings(in: $0.value) }
        case .embedded(let document): strings(in: document)
        default: []
        }
    }
}
