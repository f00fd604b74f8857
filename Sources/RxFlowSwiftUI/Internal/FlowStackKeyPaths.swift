/// The key paths of a `FlowStack`'s observed properties, made once per route type
/// (`KeyPathCache`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@usableFromInline
struct FlowStackKeyPaths<Route: Hashable> {
    @usableFromInline let routes = \FlowStack<Route>.routes
    @usableFromInline let presentations = \FlowStack<Route>.presentations
    @usableFromInline let warnings = \FlowStack<Route>.warnings
    @usableFromInline let animatesLastChange = \FlowStack<Route>.animatesLastChange
}
