import RxFlowSwiftUI
import Testing

/// The cover rule a test sets is its own: a test running at the same time reads its platform's.
@MainActor
struct CoverRuleScopeTests {
    @Test func theRuleATestSetsDoesNotReachATestRunningAtTheSameTime() async {
        let platform = PresentationStyle.platformFullScreenCoversHideWhatIsUnder
        await PresentationStyle.$fullScreenCoversHideWhatIsUnderOverride.withValue(!platform) {
            #expect(PresentationStyle.fullScreenCoversHideWhatIsUnder == !platform)
            // Another test, on a task of its own.
            let seenElsewhere = await Task.detached { @MainActor in PresentationStyle.fullScreenCoversHideWhatIsUnder }
                .value
            #expect(seenElsewhere == platform)
        }
        #expect(PresentationStyle.fullScreenCoversHideWhatIsUnder == platform)
    }

    /// The trait the tests of iOS's rule use sets it for the test's task, and only there.
    @Test(.coversHideWhatIsUnderAsOnIOS) func theTraitSetsIOSsRuleForItsTestOnly() async {
        #expect(PresentationStyle.fullScreenCoversHideWhatIsUnder)
        let seenElsewhere = await Task.detached { @MainActor in PresentationStyle.fullScreenCoversHideWhatIsUnder }
            .value
        #expect(seenElsewhere == PresentationStyle.platformFullScreenCoversHideWhatIsUnder)
    }
}
