/// The stacks changed while a coordinator restores, where a route the replay takes away
/// again is looked for (`FlowRoute.dismissForRestoration()`): a route does not keep its
/// stack, which would cost every route a reference, and only the stacks of the routes the
/// replay makes are needed. Held weakly; those gone are dropped as others are noted.
@MainActor
@usableFromInline
enum RestoringStacks {
    private final class Entry {
        weak var stack: AnyObject?

        init(_ stack: AnyObject) {
            self.stack = stack
        }
    }

    private static var entries: [Entry] = []

    /// `stack` changes while a coordinator restores.
    @usableFromInline
    static func note(_ stack: AnyObject) {
        if entries.contains(where: { $0.stack === stack }) { return }
        entries.removeAll { $0.stack == nil }
        entries.append(Entry(stack))
    }

    /// The stacks noted that are still there.
    static var stacks: [AnyObject] { entries.compactMap(\.stack) }
}
