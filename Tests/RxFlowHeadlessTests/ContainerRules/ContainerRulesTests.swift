import Foundation
import Logging
import PropertyBased
import Testing

/// Random sequences of container operations (push, pop, pop to root or to a screen,
/// `setViewControllers`, tab changes, `addChild`/`removeFromParent`, page-sheet and
/// full-screen presentations and dismissals, animated or not, `showDetailViewController`, a
/// screen pushing another from its own `viewDidAppear`, window roots and key changes, and
/// refused misuse) on real headless screens, checked after every operation against
/// `ContainerModel`, the documented rules written again independently. A failure shrinks to
/// a minimal sequence and prints it, with what each operation resolved to and the windows;
/// rerun it with `RXFLOW_PROPERTY_SEED`.
@Suite("Container rules", .timeLimit(.minutes(10)))
struct ContainerRulesTests {
    /// `RXFLOW_CONTAINER_RUNS` sequences (300 by default) of 200 operations.
    static var runs: Int {
        ProcessInfo.processInfo.environment["RXFLOW_CONTAINER_RUNS"].flatMap(Int.init) ?? 300
    }

    @Test(.shrinking, RandomNavigationSettings.seedTrait)
    @MainActor
    func containerOperationsFollowTheDocumentedRules() async {
        let sequences = ContainerOperation.sequences(of: 200)
        await propertyCheck(count: Self.runs, input: sequences) { operations in
            // Screens outside a window log their refusals to `Logger.current`.
            if let failure = await withLogger(ContainerWorld.quiet, { _ in await Self.run(operations) }) {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }

    /// Runs `operations` on a new world; returns the first violation, with the report.
    @MainActor
    static func run(_ operations: [ContainerOperation]) async -> String? {
        let world = ContainerWorld()
        defer { world.releaseModels() }
        if let violation = world.check() { return "before any operation: \(violation)" }
        for (index, operation) in operations.enumerated() {
            // Other suites share the main actor (async adaptations, threaded steps): let them in.
            if index % 20 == 19 { await Task.yield() }
            guard let violation = world.apply(operation) else { continue }
            return """
                After operation \(index + 1) of \(operations.count): \(violation)
                Operations:
                \(world.log.map { "  \($0)" }.joined(separator: "\n"))
                Windows:
                \(world.rendered)
                """
        }
        return nil
    }
}
