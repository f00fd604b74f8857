import PropertyBased
import Testing

/// A snapshot changed after it was written (by hand, by a truncated write, by another
/// version of the app) is refused, or restores to a consistent point, never to a tree a
/// relaunch could not make again (see `CorruptSnapshotRun`). A failure prints the shrunk
/// operations and changes; rerun it with `RXFLOW_PROPERTY_SEED`.
@Suite("Corrupt snapshots", .timeLimit(.minutes(10)))
struct CorruptSnapshotTests {
    /// Trees of up to 40 operations, each snapshot changed in one to three places.
    static let runs = 300

    @Test(.shrinking, RandomNavigationSettings.seedTrait)
    @MainActor
    func aChangedSnapshotIsRefusedOrRestoresAConsistentTree() async {
        let lists = TreeOperation.generator.array(of: 1...40)
        let changes = SnapshotMutation.generator.array(of: 1...3)
        await propertyCheck(count: Self.runs, input: Gen.bool, lists, changes) { rootIsTabs, operations, mutations in
            let run = CorruptSnapshotRun(rootIsTabs: rootIsTabs, operations: operations, mutations: mutations)
            if let failure = run.run() {
                Issue.record(
                    Comment(rawValue: "\(failure)\nOperations: \(operations)\nChanges: \(mutations)"))
            }
        }
    }
}
