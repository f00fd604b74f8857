import Foundation

/// A JSON value as a step's text holds it, read once so that `StepValueDecoder` can give it
/// to the step type's `init(from:)` without Foundation's `JSONDecoder`, whose set-up and
/// containers cost several times what a navigation does.
///
/// Numbers keep their text: the type that reads one converts it, as `JSONDecoder` does.
enum StepValue {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([StepValue])
    /// The members in the order of the text (a key given twice is left to `JSONDecoder`
    /// when a type reads the object: `StepValueDecoder.container(keyedBy:)`).
    case object([(key: String, value: StepValue)])

    /// `text` read as one JSON value, or nil when it is not one.
    static func read(_ text: String) -> StepValue? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = StepTextReader(bytes)
            guard let value = try? reader.readValue(depth: 0) else { return nil }
            reader.skipWhitespace()
            return reader.isAtEnd ? value : nil
        }
    }
}

/// Why a step's text did not read through `StepValueDecoder`. The codec then reads it with
/// `JSONDecoder`, whose error says why for the report.
enum StepValueError: Error {
    /// The text is not one JSON value.
    case malformed
    /// The value does not have the shape the type asked for (`JSONDecoder` refuses it too).
    case mismatch
    /// Something `JSONDecoder` reads in its own way (`Data`, `Decimal`, a number written
    /// otherwise than the type writes it): left to it.
    case unsupported
}

// MARK: - Reading as a type

extension StepValue {
    func unbox(_: Bool.Type) throws(StepValueError) -> Bool {
        guard case .bool(let value) = self else { throw .mismatch }
        return value
    }

    func unbox(_: String.Type) throws(StepValueError) -> String {
        guard case .string(let value) = self else { throw .mismatch }
        return value
    }

    /// An integer read from the number's text, exactly. A number that does not read so
    /// (`1.0`, `1e3`, out of range) is left to `JSONDecoder`, which decides.
    func unbox<Integer: FixedWidthInteger>(_: Integer.Type, in reading: StepValueReading) throws(StepValueError)
        -> Integer
    {
        guard case .number(let text) = self else { throw .mismatch }
        guard let value = Integer(text) else { throw reading.leaveToJSONDecoder() }
        return value
    }

    /// A floating-point number read from the number's text; one out of the type's range is
    /// left to `JSONDecoder`.
    func unbox<Floating: BinaryFloatingPoint & LosslessStringConvertible>(
        _: Floating.Type, in reading: StepValueReading
    ) throws(StepValueError) -> Floating {
        guard case .number(let text) = self else { throw .mismatch }
        guard let value = Floating(text), value.isFinite else { throw reading.leaveToJSONDecoder() }
        return value
    }

    /// A value of any decodable type, read by its own `init(from:)`, except for the types
    /// `JSONDecoder` reads in its own way: a URL is its string, as `JSONEncoder` writes it;
    /// `Data` and `Decimal` are left to `JSONDecoder`.
    func unbox<Value: Decodable>(_: Value.Type, path: StepValuePath, in reading: StepValueReading) throws
        -> Value
    {
        if Value.self == URL.self { return try unboxURL(in: reading) as! Value }
        if Value.self == Data.self || Value.self == Decimal.self { throw reading.leaveToJSONDecoder() }
        return try Value(from: StepValueDecoder(value: self, path: path, reading: reading))
    }

    /// A URL, from its string. Apart from `unbox`, whose generic code otherwise fetched the
    /// metadata of `Value?` for every value it read.
    @inline(never)
    private func unboxURL(in reading: StepValueReading) throws(StepValueError) -> URL {
        guard case .string(let text) = self else { throw .mismatch }
        guard let url = URL(string: text) else { throw reading.leaveToJSONDecoder() }
        return url
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

/// One step read through `StepValueDecoder`: whether it met something only `JSONDecoder`
/// reads right. A step type's `init(from:)` may catch the error and try something else,
/// so that error alone cannot say it; the codec then reads the step with `JSONDecoder`.
final class StepValueReading {
    private(set) var isLeftToJSONDecoder = false

    /// Before another step is read.
    func reset() {
        isLeftToJSONDecoder = false
    }

    func leaveToJSONDecoder() -> StepValueError {
        isLeftToJSONDecoder = true
        return .unsupported
    }
}
