import PropertyBased
import Testing

/// Random operations on a generated tree of flows (stacks, tabs, presented screens and child
/// flows), a snapshot at a random point, a relaunch restoring it into a new coordinator and
/// new flows, and the same hierarchy (visibility and selection included) and snapshot, before
/// and after the remaining operations run on both trees. A failure prints the shrunk
/// operation list as it resolved, both windows and both snapshots; rerun it with
/// `RXFLOW_PROPERTY_SEED`.
@Suite("Random restoration", .timeLimit(.minutes(10)))
struct RandomRestorationTests {
    /// Runs of up to 60 operations: about 4,500 operations in all, a second or two.
    static let runs = 150

    @Test(.shrinking, RandomNavigationSettings.seedTrait)
    @MainActor
    func aRestoredTreeIsTheTreeTheSnapshotWasTakenOf() async {
        let lists = TreeOperation.generator.array(of: 1...60)
        // The share of the operations run after the relaunch, in percent: shrinks to none.
        await propertyCheck(count: Self.runs, input: Gen.bool, lists, Gen.int(in: 0...100)) {
            rootIsTabs, operations, afterPercent in
            let run = RestorationRun(
                rootIsTabs: rootIsTabs, operations: operations,
                snapshotAfter: operations.count - operations.count * afterPercent / 100)
            if let failure = run.run() { Issue.record(Comment(rawValue: failure)) }
        }
    }
}
