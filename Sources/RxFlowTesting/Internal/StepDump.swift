import CustomDump
@_spi(RxFlowInternals) import RxFlow

/// A step that CustomDump prints with its type, as Swift code, on one line, whatever the
/// static type it is dumped under: an enum case after its type
/// (`DemoStep.movieIsPicked(withId: 1)`, `Catalog.Step.book(id: 1)` for a nested type), a
/// struct or a class as its type and its stored properties (`Catalog.Pick(id: 1)`,
/// `Box<Int>(value: 1)`).
struct StepDump: Sendable, CustomDumpStringConvertible {
    let step: any Step

    var customDumpDescription: String {
        let typeName = TypeName.of(type(of: step))
        let mirror = Mirror(reflecting: step)
        // Swift's text of an enum step is its case: the type goes before it. That of a struct
        // starts with its own name already (without its outer types), and that of a class is
        // its name alone: their properties are written after the kit's name of their type.
        guard mirror.displayStyle != .enum else { return "\(typeName).\(step)" }
        return "\(typeName)(\(Self.properties(of: mirror).joined(separator: ", ")))"
    }

    /// `label: value` for each stored property, a superclass's first, each value as Swift
    /// writes a property's value in a struct's text (`y: "a"`).
    private static func properties(of mirror: Mirror) -> [String] {
        let inherited = mirror.superclassMirror.map(properties(of:)) ?? []
        return inherited
            + mirror.children.map { child in
                let value = String(reflecting: child.value)
                return child.label.map { "\($0): \(value)" } ?? value
            }
    }
}
