/// A short list of references in the order they were added: the listeners of a relay or of
/// a presentation state, the contributions of a node.
///
/// Most have one (the coordinator's node or contribution), some two (a child flow's root
/// screen, watched by its node and by the contribution that shows it): those are kept
/// inline, and an array is made only for more. A copy is a snapshot: owners copy the list,
/// then call the listeners, which may add or remove listeners meanwhile.
///
/// Elements may be class-bound existentials (`any PresentationListener`), which cannot be
/// named as `AnyObject` type arguments: removal takes a predicate, and callers compare
/// identities with `===`.
@usableFromInline
struct InlineList<Listener> {
    @usableFromInline var first: Listener?
    @usableFromInline var second: Listener?
    @usableFromInline var others: [Listener] = []

    @usableFromInline
    init() {}

    /// Adds `listener` after the others.
    mutating func add(_ listener: Listener) {
        // Pattern matches rather than `== nil`, which copies (retains) the listener.
        if case .none = first {
            first = listener
        } else if case .none = second {
            second = listener
        } else {
            others.append(listener)
        }
    }

    /// Removes the first listener for which `isTarget` is true, keeping the order of the others.
    mutating func removeFirst(where isTarget: (Listener) -> Bool) {
        if let first, isTarget(first) {
            removeFirstSlot()
        } else if let second, isTarget(second) {
            removeSecondSlot()
        } else if let index = others.firstIndex(where: isTarget) {
            others.remove(at: index)
        }
    }

    /// Removes every listener for which `shouldRemove` is true, keeping the order of the others.
    mutating func removeAll(where shouldRemove: (Listener) -> Bool) {
        if !others.isEmpty { others.removeAll(where: shouldRemove) }
        if let second, shouldRemove(second) { removeSecondSlot() }
        if let first, shouldRemove(first) { removeFirstSlot() }
    }

    /// Moves every listener after the first one place up.
    private mutating func removeFirstSlot() {
        first = second
        removeSecondSlot()
    }

    /// Moves every listener after the second one place up.
    private mutating func removeSecondSlot() {
        second = others.isEmpty ? nil : others.removeFirst()
    }

    /// True without listeners.
    @inlinable
    var isEmpty: Bool {
        if case .none = first { return true }
        return false
    }

    /// True with more than one listener.
    @inlinable
    var hasOthers: Bool {
        if case .none = second { return false }
        return true
    }

    /// Calls `body` with each listener, in order.
    @inlinable
    func forEach(_ body: (Listener) -> Void) {
        guard let first else { return }
        body(first)
        guard let second else { return }
        body(second)
        for listener in others { body(listener) }
    }

    /// The listeners after the first, in order (a snapshot to call outside a lock).
    @inlinable
    var afterFirst: [Listener] {
        guard let second else { return [] }
        return [second] + others
    }
}
