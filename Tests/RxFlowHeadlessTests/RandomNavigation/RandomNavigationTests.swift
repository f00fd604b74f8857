import PropertyBased
import Testing

/// Random operation lists on a real tree of flows in a headless window, checked after
/// every operation against the documented rules (see `NavigationModel` and
/// `HierarchyRules`). A failure prints the shrunk operation list, what each operation
/// resolved to, the violated rules and the window; rerun it with `RXFLOW_PROPERTY_SEED`.
@Suite("Random navigation", .timeLimit(.minutes(10)))
struct RandomNavigationTests {
    @Test(.shrinking, RandomNavigationSettings.seedTrait)
    @MainActor
    func randomNavigationFollowsTheDocumentedRules() async {
        var operationCount = 0
        var runCount = 0
        let clock = ContinuousClock()
        let start = clock.now
        let lists = Operation.generator.array(of: RandomNavigationSettings.operationsPerRun)
        await propertyCheck(count: RandomNavigationSettings.runs, input: Gen.int(in: 0...383), lists) {
            rootCode, operations in
            operationCount += operations.count
            runCount += 1
            let run = NavigationRun()
            if let failure = await run.run(rootSpec: FlowSpec(code: rootCode), operations: operations) {
                Issue.record(Comment(rawValue: failure))
            }
        }
        print("random navigation: \(operationCount) operations in \(runCount) runs, \(clock.now - start)")
    }
}
