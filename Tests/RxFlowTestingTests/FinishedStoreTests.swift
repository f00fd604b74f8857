import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// After `finish()` the flow has ended: the store's assertions and steps fail the test saying
/// so, rather than timing out, finding no screen, or doing nothing.
@MainActor
struct FinishedStoreTests {
    private func finishedStore() async -> FlowTestStore {
        let store = FlowTestStore(flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        await store.finish()
        return store
    }

    @Test func aSecondFinishFailsNamingTheFirst() async {
        let store = await finishedStore()
        let line = #line + 2
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message.contains("finish() was called twice: the first call (")
                && issue.message.contains("FinishedStoreTests.swift:13)")
        }
    }

    @Test func assertionsAndStepsAfterFinishFailSayingTheFlowEnded() async {
        let store = await finishedStore()
        let first = #line + 2
        await withKnownIssue {
            await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
            await store.assertNavigations([FlowNavigation(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))])
            await store.receiveDrop(DemoStep.movieIsPicked(withId: 1), reason: .presentableNotVisible)
            store.deepLink(DemoStep.movieIsPicked(withId: 1))
            await store.emitFromBackgroundThread(DemoStep.movieIsPicked(withId: 1), by: WatchedViewModel())
            _ = store.visibleScreen(as: WatchedViewController.self)
        } matching: { issue in
            let calls = [
                "receive(_:_:)", "assertNavigations(_:)", "receiveDrop(_:reason:)", "deepLink(_:)",
                "emitFromBackgroundThread(_:by:)", "visibleScreen(as:)",
            ]
            guard let line = issue.sourceLocation?.line, (first..<first + calls.count).contains(line) else {
                return false
            }
            return issue.message.hasPrefix(
                "\(calls[line - first]) was called after finish(): the store's flow ended at finish() (")
                && issue.message.contains("Call it before finish().")
                && !issue.message.contains("Timed out")
        }
    }
}
