/// What a new list of routes means for the old one, compared by identity: the routes that
/// left, and whether the new list is one the user can write.
enum PathChange {
    /// The elements of `old` that are not in `new`, top (last) first: the order in which they
    /// are dismissed, as a pop dismisses the top screen first.
    static func removed<Element: AnyObject>(from old: [Element], keeping new: [Element]) -> [Element] {
        let kept = Set(new.map(ObjectIdentifier.init))
        return old.reversed().filter { !kept.contains(ObjectIdentifier($0)) }
    }

    /// Whether `new` is `old` cut short (the same routes, in order, minus some at the top):
    /// the only change a `NavigationStack` makes to its path by itself (Back, swipe back, the
    /// back button's menu).
    static func isTruncation<Element: AnyObject>(of old: [Element], to new: [Element]) -> Bool {
        new.count <= old.count && zip(old, new).allSatisfy { $0 === $1 }
    }

    /// How many leading elements of `routes` have the values of `values`, in order: what
    /// `setRoutes` keeps.
    static func commonPrefixCount<Value: Equatable>(_ routes: [Value], _ values: [Value]) -> Int {
        zip(routes, values).prefix { $0 == $1 }.count
    }
}
