/// Runs code with the roots of flows, when they are created or once they are ready:
/// typically to put child flows' roots in a tab bar, or to present a flow's root. In async
/// code, `try await Flows.ready(_:)` returns the roots once the flows are ready.
@MainActor
public enum Flows {
    /// When the block of `use(_:when:block:)` runs.
    public enum ExecuteStrategy: Sendable {
        /// Once each flow has navigated its first step and every child flow contributed
        /// by that step is itself ready. Works wherever `use` is called, even before the
        /// flows are coordinated. The block never runs (and is released) if one of the
        /// flows ends, or is released, before being ready; a flow whose first step
        /// contributed a child flow that ended before being ready never becomes ready.
        /// A flow that had already ended when `use` was called is waited for like one not
        /// coordinated yet: the block runs if it runs again.
        case ready
        /// At once.
        case created
    }

    /// Runs `block` with `flow`'s root, cast to `Root`.
    public static func use<Root>(
        _ flow: any Flow, when strategy: ExecuteStrategy, block: @escaping @MainActor (Root) -> Void
    ) {
        use([flow], strategy) { roots in block(cast(roots[0])) }
    }

    /// Runs `block` with the roots of two flows, cast to the block's parameter types.
    public static func use<Root1, Root2>(
        _ flow1: any Flow, _ flow2: any Flow, when strategy: ExecuteStrategy,
        block: @escaping @MainActor (Root1, Root2) -> Void
    ) {
        use([flow1, flow2], strategy) { roots in block(cast(roots[0]), cast(roots[1])) }
    }

    /// Runs `block` with the roots of three flows, cast to the block's parameter types.
    public static func use<Root1, Root2, Root3>(
        _ flow1: any Flow, _ flow2: any Flow, _ flow3: any Flow, when strategy: ExecuteStrategy,
        block: @escaping @MainActor (Root1, Root2, Root3) -> Void
    ) {
        use([flow1, flow2, flow3], strategy) { roots in block(cast(roots[0]), cast(roots[1]), cast(roots[2])) }
    }

    /// Runs `block` with the roots of four flows, cast to the block's parameter types.
    public static func use<Root1, Root2, Root3, Root4>(
        _ flow1: any Flow, _ flow2: any Flow, _ flow3: any Flow, _ flow4: any Flow, when strategy: ExecuteStrategy,
        block: @escaping @MainActor (Root1, Root2, Root3, Root4) -> Void
    ) {
        use([flow1, flow2, flow3, flow4], strategy) { roots in
            block(cast(roots[0]), cast(roots[1]), cast(roots[2]), cast(roots[3]))
        }
    }

    /// Runs `block` with the roots of five flows, cast to the block's parameter types.
    public static func use<Root1, Root2, Root3, Root4, Root5>(
        _ flow1: any Flow, _ flow2: any Flow, _ flow3: any Flow, _ flow4: any Flow, _ flow5: any Flow,
        when strategy: ExecuteStrategy, block: @escaping @MainActor (Root1, Root2, Root3, Root4, Root5) -> Void
    ) {
        use([flow1, flow2, flow3, flow4, flow5], strategy) { roots in
            block(cast(roots[0]), cast(roots[1]), cast(roots[2]), cast(roots[3]), cast(roots[4]))
        }
    }

    /// Runs `block` with the roots of all `flows`, in order, each cast to `Root`.
    public static func use<Root>(
        _ flows: [any Flow], when strategy: ExecuteStrategy, block: @escaping @MainActor ([Root]) -> Void
    ) {
        use(flows, strategy) { roots in block(roots.map { cast($0) }) }
    }

    // MARK: - Roots as presentables

    // RxFlow 2.x's `Root: UIViewController` let Swift infer a block that names no type
    // (`{ _ in … }`); these overloads give such a block a type, `any Presentable`. A block
    // that names its root's type still gets the generic overloads above.

    /// Runs `block` with `flow`'s root: `Flows.use(flow, when: .ready) { _ in … }`.
    public static func use(
        _ flow: any Flow, when strategy: ExecuteStrategy, block: @escaping @MainActor (any Presentable) -> Void
    ) {
        use([flow], strategy) { roots in block(roots[0]) }
    }

    /// Runs `block` with the roots of two flows: `Flows.use(a, b, when: .ready) { _, _ in … }`.
    public static func use(
        _ flow1: any Flow, _ flow2: any Flow, when strategy: ExecuteStrategy,
        block: @escaping @MainActor (any Presentable, any Presentable) -> Void
    ) {
        use([flow1, flow2], strategy) { roots in block(roots[0], roots[1]) }
    }

    /// Runs `block` with the roots of three flows, as presentables.
    public static func use(
        _ flow1: any Flow, _ flow2: any Flow, _ flow3: any Flow, when strategy: ExecuteStrategy,
        block: @escaping @MainActor (any Presentable, any Presentable, any Presentable) -> Void
    ) {
        use([flow1, flow2, flow3], strategy) { roots in block(roots[0], roots[1], roots[2]) }
    }

    /// Runs `block` with the roots of four flows, as presentables.
    public static func use(
        _ flow1: any Flow, _ flow2: any Flow, _ flow3: any Flow, _ flow4: any Flow, when strategy: ExecuteStrategy,
        block: @escaping @MainActor (any Presentable, any Presentable, any Presentable, any Presentable) -> Void
    ) {
        use([flow1, flow2, flow3, flow4], strategy) { roots in block(roots[0], roots[1], roots[2], roots[3]) }
    }

    /// Runs `block` with the roots of five flows, as presentables.
    public static func use(
        _ flow1: any Flow, _ flow2: any Flow, _ flow3: any Flow, _ flow4: any Flow, _ flow5: any Flow,
        when strategy: ExecuteStrategy,
        block:
            @escaping @MainActor (
                any Presentable, any Presentable, any Presentable, any Presentable, any Presentable
            ) -> Void
    ) {
        use([flow1, flow2, flow3, flow4, flow5], strategy) { roots in
            block(roots[0], roots[1], roots[2], roots[3], roots[4])
        }
    }

    /// Runs `block` with the roots of all `flows`, in order: `Flows.use(flows, when: .ready) { _ in … }`.
    public static func use(
        _ flows: [any Flow], when strategy: ExecuteStrategy, block: @escaping @MainActor ([any Presentable]) -> Void
    ) {
        use(flows, strategy, block: block)
    }

    // MARK: - Internals

    private static func use(
        _ flows: [any Flow], _ strategy: ExecuteStrategy, block: @escaping @MainActor ([any Presentable]) -> Void
    ) {
        switch strategy {
        case .created:
            block(flows.map(\.root))
        case .ready:
            // A block that can never run is let go of: `use` reports nothing (`ready` throws).
            ReadinessRegistry.shared.wait(ReadinessWaiter(flows: flows), for: flows) { outcome in
                if case .ready(let roots) = outcome { block(roots) }
            }
        }
    }

    /// A root of the wrong type is a programming error: stop, naming both types. With
    /// `fatalError`, which keeps its message in release builds (`preconditionFailure`
    /// drops it there).
    static func cast<Root>(_ root: any Presentable) -> Root {
        guard let typed = root as? Root else {
            fatalError(rootTypeMismatch(expected: Root.self, actual: root))
        }
        return typed
    }

    /// The message `Flows.use` stops with when a root is not of the block's type.
    static func rootTypeMismatch(expected: Any.Type, actual: any Presentable) -> String {
        "Flows.use: the block expects a root of type \(TypeName.of(expected)), but the flow's root is a \(TypeName.of(type(of: actual)))"
    }
}
