import CustomDump
import RxFlow

/// A type's name that CustomDump prints as Swift code (`WatchedFlow.self`).
struct TypeName: Sendable, CustomDumpStringConvertible {
    let name: String

    var customDumpDescription: String { "\(name).self" }
}

/// A step that CustomDump prints with its type, as Swift code
/// (`DemoStep.movieIsPicked(withId: 1)`), whatever the static type it is dumped under.
struct StepDump: Sendable, CustomDumpStringConvertible {
    let step: any Step

    var customDumpDescription: String { "\(type(of: step)).\(step)" }
}
