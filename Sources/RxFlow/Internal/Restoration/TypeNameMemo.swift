/// The names snapshots give types (`String(reflecting:)`), made once per type: reflecting a
/// type's name demangles it, a microsecond or more, and a snapshot names every flow, screen
/// and step type it holds, as a restoration does again to check what the flows made.
final class TypeNameMemo: @unchecked Sendable {
    static let shared = TypeNameMemo()

    // Under `lock`: snapshots are taken on the main actor, but a `NavigationRestoration`
    // may be made anywhere. A type's metadata is never freed, so its identifier is never reused.
    private let lock = Lock()
    private var names: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = lock.withLock({ names[id] }) { return name }
        let name = String(reflecting: type)
        lock.withLock { names[id] = name }
        return name
    }
}
