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
        /// The type's name as the app writes it, without its module: `WishlistFlow`, and
        /// `Outer.InnerFlow` for a type nested in another.
        public let name: String
        /// For a presentable, the name of the flow type that contributed it: each flow's
        /// screens are nodes of their own, so a screen type that two flows contribute is two
        /// nodes, one under each. `nil` for a flow.
        public let flow: String?

        /// A node for the type called `name`; for a presentable, `flow` names the flow type
        /// that contributed it.
        public init(kind: Kind, name: String, flow: String? = nil) {
            self.kind = kind
            self.name = name
            self.flow = flow
        }
    }
}
