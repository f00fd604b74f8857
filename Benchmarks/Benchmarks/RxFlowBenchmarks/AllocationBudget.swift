import MallocInterposerSwift

/// What each hot operation may allocate, checked by the CI smoke run: allocation counts are
/// deterministic, so a change that adds one fails CI instead of landing unnoticed. The
/// budgets are today's counts (see README.md); lower them when the engine allocates less.
enum AllocationBudget {
    /// A step the engine navigates: nothing.
    static let step = 0
    /// A pushed screen with a relay stepper: the screen, its state, its stepper and its relay
    /// are the app's (4; on Apple platforms a relay also allocates its atomic flag); the
    /// engine's contribution, which is also what the relay and the state call (1).
    static let push = 5 + relayFlagCells

    /// A pushed screen as `push`, then dismissed by the next step: as `push` (the dismissal
    /// allocates nothing).
    static let pushPop = 5 + relayFlagCells

    /// A child flow opened and ended: the app's flow, screen, state, steppers and relays
    /// (7), the engine's node, its readiness record and the contribution of its root (3; the
    /// stopped contribution stays its relay's late-step note, and the flow's `OneStepper`
    /// relay, released with the flow, needs none).
    static let childCycle = 10 + 2 * relayFlagCells

    /// A route pushed on a `FlowStack` by a flow, with a new view model, then popped by the
    /// next step: the route, its state, its view model and that one's relay (4), the engine's
    /// contribution (1); the pop allocates nothing.
    static let routePushPop = 5 + relayFlagCells
    /// A route pushed on a `FlowStack` by a flow, with a new view model: as `routePushPop`.
    static let routePush = 5 + relayFlagCells
    /// The user's switch to the other tab of a `FlowTabs`: nothing.
    static let tabSwitch = 0
    /// A deep link to 10 routes with one `setRoutes`, each route with a new view model, then
    /// back to the root: 5 per route as `routePush`, and 8 arrays (the new path, the flow's
    /// contributions, the routes that left).
    static let routeDeepLink10 = 10 * (5 + relayFlagCells) + 8

    /// The heap cell of a relay's atomic flag, on Apple platforms only (see `AtomicFlag`).
    #if canImport(Darwin)
        private static let relayFlagCells = 1
    #else
        private static let relayFlagCells = 0
    #endif

    /// In the smoke run only: runs `operation` 10 times to warm up, then `operations` times
    /// while counting allocations, and stops the run if it allocates more than `budget` per
    /// operation.
    @MainActor
    static func check(_ name: String, budget: Int, operations: Int = 1_000, _ operation: () -> Void) {
        guard BenchSettings.isSmoke else { return }
        for _ in 0..<10 { operation() }
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        for _ in 0..<operations { operation() }
        MallocInterposerSwift.unhook()
        let allocations = MallocInterposerSwift.getStatistics().mallocCount
        let perOperation = Double(allocations) / Double(operations)
        // The workloads' own arrays (a flow's stack of pushed screens) grow by doubling: about
        // 0.01 allocation per operation over 1,000, which the slack absorbs; one more
        // allocation per operation (or per twenty) does not pass.
        require(
            perOperation <= Double(budget) + 0.05,
            "\(name): \(perOperation) allocations per operation, over its budget of \(budget)")
        print("\(name): \(perOperation) allocations per operation (budget \(budget))")
    }
}
