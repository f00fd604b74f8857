/// The listeners of a relay or of a presentation state, in the order they were added.
///
/// Most have one (the coordinator's node or contribution): it is kept inline, and an
/// array is made only for more. A copy is a snapshot: owners copy the list, then call
/// the listeners, which may add or remove listeners meanwhile.
///
/// Listeners are class-bound existentials (`any StepListener`, `any PresentationListener`),
/// which cannot be named as `AnyObject` type arguments: removal takes a predicate, and
/// callers compare identities with `===`.
@usableFromInline
struct ListenerList<Listener> {
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

    /// Removes the first listener for which `isTarget` is true, keeping the order of the others.
    mutating func removeFirst(where isTarget: (Listener) -> Bool) {
        if let first, isTarget(first) {
            self.first = others.isEmpty ? nil : others.removeFirst()
        } else if let index = others.firstIndex(where: isTarget) {
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
    @inlinable
    var isEmpty: Bool { first == nil }

    /// True with more than one listener.
    @inlinable
    var hasOthers: Bool { !others.isEmpty }

    /// Calls `body` with each listener, in order.
    @inlinable
    func forEach(_ body: (Listener) -> Void) {
        guard let first else { return }
        body(first)
        for listener in others { body(listener) }
    }
}
