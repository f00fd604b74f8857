import Foundation

/// Writes steps of the registered types as JSON text, and reads them back by type name.
///
/// A step is named by `String(reflecting:)` of its type (`MoviesDemo.DemoStep`): the name is
/// stable across launches of the same build and across app updates that keep the type.
struct StepCodec: Sendable {
    private let types: [String: any (Step & Codable).Type]

    init(types: [any (Step & Codable).Type]) {
        var byName: [String: any (Step & Codable).Type] = [:]
        // RxFlow's own step is always listed: an app cannot make it Codable, and a flow
        // started with a `DefaultStepper` navigates it first.
        for type in [RxFlowStep.self] + types { byName[Self.name(of: type)] = type }
        self.types = byName
    }

    static func name(of type: Any.Type) -> String { TypeNameMemo.shared.name(of: type) }

    /// `step` as a record: its type name and, when its type is registered, its JSON text
    /// written by `encoder`.
    func record(_ step: any Step, encoder: JSONEncoder = Self.encoder) -> StepRecord {
        let name = Self.name(of: Swift.type(of: step))
        guard types[name] != nil, let encodable = step as? any Encodable else {
            return StepRecord(type: name, value: nil, description: "\(step)")
        }
        let value = try? String(decoding: encoder.encode(encodable), as: UTF8.self)
        // Described only when it cannot be written: describing an enum reflects on it, which
        // cost more than writing it.
        return StepRecord(type: name, value: value, description: value == nil ? "\(step)" : "")
    }

    /// The steps of `records` that read, in their order. Each text is read by
    /// `StepValueDecoder` (Foundation's `JSONDecoder` cost several times a navigation per
    /// step); the texts it leaves are read with `JSONDecoder`, those of a type together in one
    /// decoding (a decoding's own set-up is about half of reading one step). A step missing
    /// from the result (its type no longer registered, its text no longer reads) is read
    /// alone by `step(from:)`, which says why.
    func steps(from records: [StepRecord]) -> [(any Step)?] {
        var read = [(any Step)?](repeating: nil, count: records.count)
        var left: [String: [Int]] = [:]
        // By runs of records of one type (most snapshots have one step type, or a few): the
        // type is looked up and opened once per run, and its generic reading fetches its
        // metadata once, not at every step.
        var start = 0
        while start < records.count {
            let name = records[start].type
            var end = start + 1
            while end < records.count, records[end].type == name { end += 1 }
            if let type = types[name] {
                var leftInRun: [Int] = []
                Self.read(type, records, start..<end, into: &read, leaving: &leftInRun)
                if !leftInRun.isEmpty { left[name, default: []] += leftInRun }
            }
            start = end
        }
        guard !left.isEmpty else { return read }
        let decoder = JSONDecoder()
        for (name, indices) in left {
            guard let type = types[name],
                let steps = try? Self.decode(type, indices.compactMap { records[$0].value }, decoder),
                steps.count == indices.count
            else { continue }
            for (index, step) in zip(indices, steps) { read[index] = step }
        }
        return read
    }

    /// Reads the texts of `records[run]`, all steps of type `S`, into `read`; appends to
    /// `left` the indices of those `StepValueDecoder` leaves to `JSONDecoder` that are one JSON
    /// value each, to be read together. A text that is not (`JSONDecoder` may read some, a
    /// byte order mark before the value) is left out of both, to be read alone.
    private static func read<S: Step & Codable>(
        _: S.Type, _ records: [StepRecord], _ run: Range<Int>, into read: inout [(any Step)?],
        leaving left: inout [Int]
    ) {
        for index in run {
            guard let text = records[index].value else { continue }
            var isOneValue = false
            if let step = StepValueDecoder.read(S.self, from: text, isOneValue: &isOneValue) {
                read[index] = step
            } else if isOneValue {
                left.append(index)
            }
        }
    }

    /// Reads `texts` as one JSON array of `S` (each text is one JSON value, so the array
    /// has as many elements, or does not read).
    private static func decode<S: Step & Codable>(_ type: S.Type, _ texts: [String], _ decoder: JSONDecoder) throws
        -> [any Step]
    {
        try decoder.decode([S].self, from: Data(("[" + texts.joined(separator: ",") + "]").utf8))
    }

    /// The step `record` describes, or why it cannot be read.
    func step(from record: StepRecord) -> Result<any Step, RestorationStop.Reason> {
        guard let value = record.value else { return .failure(.stepNotRestorable) }
        guard let type = types[record.type] else { return .failure(.stepTypeNotRegistered) }
        do {
            return .success(try Self.decode(type, from: Data(value.utf8)))
        } catch {
            return .failure(.stepNotReadable(Self.caseNotFound(in: value, error) ?? "\(error)"))
        }
    }

    /// "`Type` has no case `name`" when `error` is an enum's refusal of the single key of the
    /// object it was given (a case removed or renamed since the text was written), or nil.
    /// An enum's synthesized `init(from:)` says only "Invalid number of keys found, expected
    /// one" (its words are the one sign it was that refusal, not a value of another shape),
    /// with the enum's type and the object's place in `text`: the key is read from there.
    /// Worked out only for a step that does not read, so it costs the others nothing.
    private static func caseNotFound(in text: String, _ error: any Error) -> String? {
        guard case DecodingError.typeMismatch(let type, let context) = error,
            context.debugDescription.hasPrefix("Invalid number of keys found"),
            let document = StepValueDocument.read(text)
        else { return nil }
        var node = StepValueDocument.rootNode
        for key in context.codingPath {
            switch document.nodes[node].kind {
            case .object:
                guard let member = document.member(of: node, named: key.stringValue) else { return nil }
                node = member
            case .array:
                guard let index = key.intValue, index >= 0, index < document.nodes[node].integer else { return nil }
                node = document.nodes[node].firstChild
                for _ in 0..<index { node = document.nodes[node].next }
            default:
                return nil
            }
        }
        // Several keys, or none: Foundation's words say it.
        guard document.nodes[node].kind == .object, document.nodes[node].integer == 1 else { return nil }
        return "\(name(of: type)) has no case \(document.nodes[document.nodes[node].firstChild].key)"
    }

    private static func decode<S: Step & Codable>(_ type: S.Type, from data: Data) throws -> any Step {
        try JSONDecoder().decode(S.self, from: data)
    }

    /// Sorted keys: the same step is always the same text, so equal trees give equal snapshots.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
