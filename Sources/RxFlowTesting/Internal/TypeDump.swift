import CustomDump

/// A type's name that CustomDump prints as Swift code (`WatchedFlow.self`).
struct TypeDump: Sendable, CustomDumpStringConvertible {
    let name: String

    var customDumpDescription: String { "\(name).self" }
}
