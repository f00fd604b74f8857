import Foundation
import IssueReporting
import RxFlow
import RxFlowTesting
import XCTest

/// The kit under XCTest.
///
/// `XCTExpectFailure` does not exist in swift-corelibs-xctest (Linux), and IssueReporting's
/// `withExpectedIssue` cannot stand in for it there: under XCTest on Linux it records
/// "Expecting failures is unavailable in XCTest on this platform" as a failure, and its async
/// form is unavailable under XCTest on every platform. So the failing cases run with a
/// recording `IssueReporter` in place of the default one (`withIssueReporters`): the kit
/// reports through IssueReporting, and the test checks what reached it (message and line).
/// The passing case runs with the default reporters, which turn an issue into an XCTest
/// failure: it shows the kit works under XCTest and stays quiet when the flow behaves.
final class FlowTestStoreXCTests: XCTestCase {
    @MainActor
    func testAWellAssertedFlowPassesUnderXCTest() async {
        let store = FlowTestStore(flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 4)
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 4))
        await store.finish()
    }

    @MainActor
    func testAWrongStepAndAnUnassertedNavigationAreReported() async {
        let recorder = IssueRecorder()
        let receiveLine: UInt = #line + 6
        let finishLine: UInt = #line + 7
        await withIssueReporters([recorder]) {
            let store = FlowTestStore(
                flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
            store.deepLink(DemoStep.movieIsPicked(withId: 2))
            await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
            store.deepLink(DemoStep.castIsPicked(withId: 3))
            await store.finish()
        }
        let issues = recorder.issues
        XCTAssertEqual(issues.map(\.line), [receiveLine, finishLine])
        XCTAssertTrue(issues.first?.message.contains("+   step: DemoStep.moviesAreRequired") ?? false)
        XCTAssertTrue(issues.first?.message.contains("-   step: DemoStep.movieIsPicked(withId: 1)") ?? false)
        XCTAssertTrue(
            issues.last?.message.contains("2 navigations were not asserted when finish() was called") ?? false)
    }

    @MainActor
    func testALeakAndATimeoutAreReported() async {
        let recorder = IssueRecorder()
        let cycles = LeakyCycles()
        await withIssueReporters([recorder]) {
            let store = FlowTestStore(
                flow: LeakyFlow(cycles: cycles), stepper: OneStepper(withSingleStep: KitStep.start),
                timeout: .milliseconds(50))
            await store.receive(LeakyFlow.self, KitStep.start)
            await store.receive(LeakyFlow.self, KitStep.start)
            await store.finish(releaseTimeout: .milliseconds(50))
        }
        let messages = recorder.issues.map(\.message)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages.first?.hasPrefix("Timed out after 0.05 seconds waiting for the navigation") ?? false)
        XCTAssertTrue(messages.last?.contains("• LeakyViewController \"Leaky\"") ?? false)
        cycles.breakAll()
    }
}

/// Keeps the issues reported through IssueReporting instead of failing the test.
private final class IssueRecorder: IssueReporter, @unchecked Sendable {
    struct Recorded {
        let message: String
        let line: UInt
    }

    private let lock = NSLock()
    private var recorded: [Recorded] = []

    var issues: [Recorded] { lock.withLock { recorded } }

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let issue = Recorded(message: message() ?? "", line: line)
        lock.withLock { recorded.append(issue) }
    }
}
