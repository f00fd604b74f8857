extension NavigationGraph {
    /// A kind of navigation from a flow to what it led to.
    public struct Edge: Sendable, Hashable {
        /// What happened.
        public enum Kind: Sendable, Hashable {
            /// The flow contributed a presentable (and its stepper).
            case contribution
            /// The flow started a child flow.
            case childFlow
            /// The flow forwarded a step to its parent flow, or to itself.
            case forward
            /// The flow ended (`.end(forwardToParentFlowWithStep:)`), forwarding a step to its
            /// parent flow, if any.
            case end
            /// The flow navigated a step and returned no contributor (`.none`): what it did
            /// (dismiss a screen, show one without a stepper) is its own. The edge goes from
            /// the flow to itself.
            case withoutContribution
        }

        /// What happened.
        public let kind: Kind
        /// The flow.
        public let from: Node
        /// What it led to: a presentable, a child flow, the flow a step was forwarded to, or
        /// the flow itself for a navigation without contribution.
        public let to: Node
        /// The case name of the step (the step navigated, for a contribution, a child flow or
        /// a navigation without contribution; the step forwarded, for a forward or an end), if
        /// known.
        public let step: String?

        /// An edge of `kind` from `from` to `to`, for `step`.
        public init(kind: Kind, from: Node, to: Node, step: String?) {
            self.kind = kind
            self.from = from
            self.to = to
            self.step = step
        }

        /// The text on the edge: the step, after `forward` or `end` for those.
        public var label: String {
            switch kind {
            case .contribution, .childFlow, .withoutContribution: step ?? ""
            case .forward: "forward" + (step.map { " \($0)" } ?? "")
            case .end: "end" + (step.map { " \($0)" } ?? "")
            }
        }
    }
}
