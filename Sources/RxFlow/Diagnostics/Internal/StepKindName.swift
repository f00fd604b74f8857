/// The kind of a step, for the navigation graph: the case name of an enum step, without its
/// associated values (`movieIsPicked`, not `movieIsPicked(withId: 23452)`); the type name of
/// any other step (`NoneStep`, `Outer.Picked`), whose stored values are like associated values.
enum StepKindName {
    static func of(_ step: any Step) -> String {
        let mirror = Mirror(reflecting: step)
        guard mirror.displayStyle == .enum else { return TypeName.of(type(of: step)) }
        // A case with associated values reflects as one child labelled with the case name;
        // a case without prints as its name (unless the type prints itself otherwise, and
        // then what it prints is its name for people).
        if let name = mirror.children.first?.label { return name }
        return String(String(describing: step).prefix { $0 != "(" })
    }
}
