import RxFlow

/// The steps of the restoration workloads: `Codable`, so that snapshots hold them.
enum RestoreStep: Step, Codable {
    /// A `TreeBenchFlow`'s first step: its first screen.
    case treeStart
    /// Pushes screen `screen` of flow `flow` on a `TreeBenchFlow`: every step of the tree
    /// differs, as the steps of an app's screens do (a movie's id), so each is read anew.
    case treePush(flow: Int, screen: Int)
    /// Opens child flow `child` of flow `flow`.
    case treeOpen(flow: Int, child: Int)
    /// `DemoAppFlow`'s first step: the tab bar and its two tab flows.
    case appStart
    /// A tab flow's first step: its list screen.
    case tabStart
    /// Pushes a movie's detail on a tab's stack.
    case moviePicked(Int)
    /// Presents the trailer over the tab bar.
    case trailerPresented
    /// Opens the review flow, presented over the trailer.
    case reviewOpened
    /// The review flow's first step: its screen.
    case reviewStart
}
