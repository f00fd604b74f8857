/// A short list of references in the order they were added: the listeners of a relay or of
/// a presentation state, the contributions and child nodes of a node.
///
/// Most have one (the coordinator's node or contribution), some two (a child flow's root
/// screen, watched by its node and by the contribution that shows it): those are kept
/// inline, and an array is made only for more. A copy is a snapshot: owners copy the list,
/// then call its elements, which may add or remove elements meanwhile.
///
/// Elements may be class-bound existentials (`any PresentationListener`), which cannot be
/// named as `AnyObject` type arguments: removal takes a predicate, and callers compare
/// identities with `===`.
@usableFromInline
struct InlineList<Element> {
    @usableFromInline var first: Element?
    @usableFromInline var second: Element?
    @usableFromInline var others: [Element] = []

    @usableFromInline
    init() {}

    /// Adds `element` after the others.
    mutating func add(_ element: Element) {
        // Pattern matches rather than `== nil`, which copies (retains) the element.
        if case .none = first {
            first = element
        } else if case .none = second {
            second = element
        } else {
            others.append(element)
        }
    }

    /// Removes the first element for which `isTarget` is true, keeping the order of the others.
    mutating func removeFirst(where isTarget: (Element) -> Bool) {
        if let first, isTarget(first) {
            removeFirstSlot()
        } else if let second, isTarget(second) {
            removeSecondSlot()
        } else if let index = others.firstIndex(where: isTarget) {
            others.remove(at: index)
        }
    }

    /// Removes every element for which `shouldRemove` is true, keeping the order of the others.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        if !others.isEmpty { others.removeAll(where: shouldRemove) }
        if let second, shouldRemove(second) { removeSecondSlot() }
        if let first, shouldRemove(first) { removeFirstSlot() }
    }

    /// Moves every element after the first one place up.
    private mutating func removeFirstSlot() {
        first = second
        removeSecondSlot()
    }

    /// Moves every element after the second one place up.
    private mutating func removeSecondSlot() {
        second = others.isEmpty ? nil : others.removeFirst()
    }

    /// True without elements.
    @inlinable
    var isEmpty: Bool {
        if case .none = first { return true }
        return false
    }

    /// True with more than one element.
    @inlinable
    var hasOthers: Bool {
        if case .none = second { return false }
        return true
    }

    /// Calls `body` with each element, in order.
    @inlinable
    func forEach(_ body: (Element) -> Void) {
        guard let first else { return }
        body(first)
        guard let second else { return }
        body(second)
        for element in others { body(element) }
    }

    /// The elements after the first, in order (a snapshot to call outside a lock).
    @inlinable
    var afterFirst: [Element] {
        guard let second else { return [] }
        return [second] + others
    }
}
