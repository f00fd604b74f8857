/// Values made once per type and kept for the process: the key paths of the models' observed
/// properties.
///
/// A key path literal in a generic type (`\FlowStack<Route>.routes`) is instantiated at run
/// time every time it is evaluated: the runtime demangles its types and allocates it. The
/// accessors the `@Observable` macro writes evaluate one on every read and write, which made
/// a route pushed and popped cost tens of microseconds; the models' observed properties read
/// their key paths from here instead.
@MainActor
enum KeyPathCache {
    private static var entries: [ObjectIdentifier: Any] = [:]

    /// The value of type `Paths` made so far, or a new one made by `make`.
    static func shared<Paths>(_ make: () -> Paths) -> Paths {
        let key = ObjectIdentifier(Paths.self)
        if let paths = entries[key] as? Paths { return paths }
        let paths = make()
        entries[key] = paths
        return paths
    }
}
