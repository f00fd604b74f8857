/// The listeners of a relay or of a presentation state, in the order they were added.
///
/// Most have one (the coordinator's or its contribution's): it is kept inline, and an
/// array is made only for more. A copy is a snapshot: owners copy the list, then call
/// the listeners, which may add or remove listeners meanwhile.
@usableFromInline
struct ListenerList<Listener: AnyObject> {
    @usableFromInline var first: Listener?
    @usableFromInline var others: [Listener] = []

    @usableFromInline
    init() {}

    /// Adds `listener` after the others.
    mutating func add(_ listener: Listener) {
        if first == nil {
            first = listener
        } else {
            others.append(listener)
        }
    }

    /// Removes `listener`, keeping the order of the others.
    mutating func remove(_ listener: Listener) {
        if first === listener {
            first = others.isEmpty ? nil : others.removeFirst()
        } else if let index = others.firstIndex(where: { $0 === listener }) {
            others.remove(at: index)
        }
    }

    /// Removes every listener for which `shouldRemove` is true, keeping the order of the others.
    mutating func removeAll(where shouldRemove: (Listener) -> Bool) {
        others.removeAll(where: shouldRemove)
        if let first, shouldRemove(first) {
            self.first = others.isEmpty ? nil : others.removeFirst()
        }
    }

    /// True without listeners.
    var isEmpty: Bool { first == nil }

    /// Calls `body` with each listener, in order.
    @inlinable
    func forEach(_ body: (Listener) -> Void) {
        guard let first else { return }
        body(first)
        for listener in others { body(listener) }
    }
}
