import RxFlow

/// The one step type of the restoration property test: `Codable`, so that snapshots hold it.
/// Everything a navigation makes is named in its step (the new screen's or flow's id), so
/// that a restored tree's flows make the same screens, with the same titles, again.
struct TreeStep: Step, Codable, Hashable, CustomStringConvertible {
    enum Action: Codable, Hashable, Sendable {
        /// A flow's first step: its root screen, or a tab flow's two tabs.
        case start
        /// Pushes screen `S<screen>` on the flow's navigation stack.
        case push(screen: Int)
        /// Pushes two screens in one navigation, as a deep link into a stack does (see
        /// `TreeOperation.multiScreenNavigations`).
        case pushPair(first: Int, second: Int)
        /// Pops the top screen of the flow's stack (never its root).
        case pop
        /// Presents screen `S<screen>` from the flow's presentation context, if it presents nothing.
        case present(screen: Int, sheet: Bool)
        /// Opens child flow `F<flow>` (a stack, or two tabs) presented from the flow's context.
        case openChild(flow: Int, tabs: Bool)
        /// Starts child flow `F<flow>` pushing on the flow's own navigation stack: rooted in that
        /// stack, or handed it and rooted in its first screen (RxFlow's two shapes).
        case openSharedChild(flow: Int, rooted: Bool)
        /// Ends the flow (a presented child stack, or one sharing its parent's stack),
        /// forwarding `childEnded` to its parent.
        case endChild
        /// The parent dismisses the ended child's root, or pops the screens it pushed on the
        /// parent's stack.
        case childEnded(flow: String)
        /// A deep link, broadcast to every flow: flow `target` pushes screen `S<screen>`.
        case deepLink(target: String, screen: Int)
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var description: String { "\(action)" }
}
