/// What a navigation snapshot keeps of a `FlowStack` whose routes are `Codable`: the values of
/// the routes on its path and of those presented over it, bottom first.
///
/// The flows make the routes again when the snapshot is restored; this state only says which
/// of them are still there, so that a route the user left (Back, a sheet swiped down) stays
/// gone even when the navigation that made it also made one that stayed. Nothing is made
/// from it: the stack's path only ever grows by the flow's `push` (SwiftUI's path writes only
/// cut it short), so every route on it was made by a navigation.
public struct FlowStackRestorationState<Route: Hashable & Codable>: Codable, Hashable {
    /// A route presented over the path: its value and how it is presented.
    public struct Presented: Codable, Hashable {
        /// The route's value.
        public let value: Route
        /// How it is presented.
        public let style: PresentationStyle

        /// A presented route's state.
        public init(value: Route, style: PresentationStyle) {
            self.value = value
            self.style = style
        }
    }

    /// The values of the routes on the path, root first.
    public let path: [Route]
    /// The routes presented over the path, bottom first.
    public let presentations: [Presented]

    /// A stack's state.
    public init(path: [Route], presentations: [Presented]) {
        self.path = path
        self.presentations = presentations
    }
}

extension FlowStackRestorationState: Sendable where Route: Sendable {}

extension FlowStackRestorationState.Presented: Sendable where Route: Sendable {}
