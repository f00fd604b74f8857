/// A presentable whose state changes without steps (the user selects a tab, goes back, or
/// swipes a sheet away), written into snapshots and applied again when they are restored.
///
/// The flows rebuild the screens by navigating the snapshot's steps again; once they all
/// have, each restorable presentable gets its state back, without animation. A tab bar
/// keeps its selected tab; a navigation stack keeps its depth, so a screen the user popped
/// stays popped even if the step that pushed it also pushed the one below.
public protocol RestorablePresentable: Presentable {
    /// What is kept in the snapshot.
    associatedtype RestorationState: Codable

    /// The state to keep now.
    var restorationState: RestorationState { get }

    /// Applies a state kept earlier, once the flows have navigated again; returns false if it
    /// cannot be applied here (the restoration report then names the presentable).
    func restore(_ state: RestorationState) -> Bool

    /// Whether `presentable` is one of those the restoration state counts (a screen on a stack,
    /// counted by its depth). A child flow that pushes on a stack it is not rooted in has its
    /// screens there: when a restoration stops in that flow, the stack refuses a depth deeper
    /// than what was rebuilt, and this tells the restoration that the stop explains it (the
    /// report then does not name the stack). False by default.
    func restorationStateCounts(_ presentable: any Presentable) -> Bool
}

extension RestorablePresentable {
    /// False: the state counts no other presentable.
    public func restorationStateCounts(_ presentable: any Presentable) -> Bool { false }
}
