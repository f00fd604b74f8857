/// What a new list of routes means for the old one, compared by identity: the routes that
/// left, and whether the new list is one the user can write.
///
/// Index loops throughout: this code ran unspecialized for the app's route type (it is
/// `@inlinable` now), and `map`, `zip` or `filter` here allocated for every route (measured on
/// a deep link of 1,000 routes).
@usableFromInline
enum PathChange {
    /// The elements of `old` that are not in `new`, top (last) first: the order in which they
    /// are dismissed, as a pop dismisses the top screen first.
    @inlinable
    static func removed<Element: AnyObject>(from old: [Element], keeping new: [Element]) -> [Element] {
        // A path that only grows (a push, a deep link from the root) removes nothing.
        if isTruncation(of: new, to: old) { return [] }
        var kept = Set<ObjectIdentifier>(minimumCapacity: new.count)
        for index in new.indices { kept.insert(ObjectIdentifier(new[index])) }
        var removed: [Element] = []
        for index in old.indices.reversed() where !kept.contains(ObjectIdentifier(old[index])) {
            removed.append(old[index])
        }
        return removed
    }

    /// Whether `new` is `old` cut short (the same routes, in order, minus some at the top):
    /// the only change a `NavigationStack` makes to its path by itself (Back, swipe back, the
    /// back button's menu).
    @inlinable
    static func isTruncation<Element: AnyObject>(of old: [Element], to new: [Element]) -> Bool {
        guard new.count <= old.count else { return false }
        for index in new.indices where new[index] !== old[index] { return false }
        return true
    }

    /// How many leading `elements` have the `values`, in order (`value` reads an element's):
    /// what `setRoutes` keeps.
    @inlinable
    static func commonPrefixCount<Element, Value: Equatable>(
        _ elements: [Element], _ values: [Value], by value: (Element) -> Value
    ) -> Int {
        var count = 0
        while count < elements.count, count < values.count, value(elements[count]) == values[count] {
            count += 1
        }
        return count
    }
}
