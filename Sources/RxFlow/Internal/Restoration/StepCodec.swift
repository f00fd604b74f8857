import Foundation

/// Writes steps of the registered types as JSON text, and reads them back by type name.
///
/// A step is named by `String(reflecting:)` of its type (`MoviesDemo.DemoStep`): the name is
/// stable across launches of the same build and across app updates that keep the type.
struct StepCodec: Sendable {
    private let types: [String: any (Step & Codable).Type]

    init(types: [any (Step & Codable).Type]) {
        var byName: [String: any (Step & Codable).Type] = [:]
        for type in types { byName[Self.name(of: type)] = type }
        self.types = byName
    }

    static func name(of type: Any.Type) -> String { String(reflecting: type) }

    /// `step` as a record: its type name and, when its type is registered, its JSON text.
    func record(_ step: any Step) -> StepRecord {
        let name = Self.name(of: Swift.type(of: step))
        guard types[name] != nil, let encodable = step as? any Encodable else {
            return StepRecord(type: name, value: nil, description: "\(step)")
        }
        let value = try? String(decoding: Self.encoder.encode(encodable), as: UTF8.self)
        return StepRecord(type: name, value: value, description: "\(step)")
    }

    /// The step `record` describes, or why it cannot be read.
    func step(from record: StepRecord) -> Result<any Step, RestorationStop.Reason> {
        guard let value = record.value else { return .failure(.stepNotRestorable) }
        guard let type = types[record.type] else { return .failure(.stepTypeNotRegistered) }
        do {
            return .success(try Self.decode(type, from: Data(value.utf8)))
        } catch {
            return .failure(.stepNotReadable("\(error)"))
        }
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
