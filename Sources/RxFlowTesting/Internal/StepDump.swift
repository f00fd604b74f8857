import CustomDump
@_spi(RxFlowInternals) import RxFlow

/// A step that CustomDump prints with its type, as Swift code
/// (`DemoStep.movieIsPicked(withId: 1)`, `Catalog.Step.book(id: 1)` for a nested type),
/// whatever the static type it is dumped under.
struct StepDump: Sendable, CustomDumpStringConvertible {
    let step: any Step

    var customDumpDescription: String { "\(TypeName.of(type(of: step))).\(step)" }
}
