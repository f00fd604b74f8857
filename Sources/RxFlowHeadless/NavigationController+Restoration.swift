import RxFlow

/// A stack keeps its depth in navigation snapshots: the flows push its screens again when a
/// snapshot is restored, and the depth pops those the user had popped meanwhile (a
/// navigation that pushed two screens is replayed whole, even if the user went back from one).
extension NavigationController: RestorablePresentable {
    /// How many screens the stack holds.
    public var restorationState: Int { children.count }

    /// Pops the screens above `depth`, without animation. Returns false, changing nothing, if
    /// the stack holds fewer screens than that (the flows did not push them again).
    public func restore(_ depth: Int) -> Bool {
        guard depth >= 0, depth <= children.count else { return false }
        if depth < children.count { replaceChildren(with: Array(children.prefix(depth)), animated: false) }
        return true
    }

    /// True for a screen on the stack: its depth counts it (a child flow that pushes on this
    /// stack without being rooted in it has its screens here).
    public func restorationStateCounts(_ presentable: any Presentable) -> Bool {
        children.contains { $0 === presentable }
    }
}
