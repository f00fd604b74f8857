/// The key paths of a `FlowStack`'s observed properties, made once per route type
/// (`KeyPathCache`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct FlowStackKeyPaths<Route: Hashable> {
    let routes = \FlowStack<Route>.routes
    let presentations = \FlowStack<Route>.presentations
    let warnings = \FlowStack<Route>.warnings
    let animatesLastChange = \FlowStack<Route>.animatesLastChange
    let changeCount = \FlowStack<Route>.changeCount
}
