extension NavigationGraph {
    /// A flow type or a presentable type.
    public struct Node: Sendable, Hashable {
        /// What a node stands for.
        public enum Kind: Sendable, Hashable {
            /// A `Flow` type.
            case flow
            /// A `Presentable` type contributed by a flow (a flow contributed by a flow is a
            /// child flow, a `.flow` node).
            case presentable
        }

        /// What the node stands for.
        public let kind: Kind
        /// The type's name, as `String(describing:)` prints it (`WishlistFlow`).
        public let name: String

        /// A node for the type called `name`.
        public init(kind: Kind, name: String) {
            self.kind = kind
            self.name = name
        }
    }
}
