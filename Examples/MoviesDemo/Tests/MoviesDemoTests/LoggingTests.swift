import Logging
import RxFlowHeadless
import Testing

@testable import MoviesDemo

/// `--log-level` and the demo's log handler: by default the output is the demo's own lines
/// only; lower levels add RxFlow's lines and change nothing else.
@MainActor
struct LoggingTests {
    /// The tour of a later run (onboarded), with `arguments` added.
    private func tour(_ arguments: [String] = []) async throws -> DemoHarness.Result {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)
        return try await DemoHarness().run(["--config-dir", directory.path] + arguments)
    }

    private func isRxFlowLine(_ line: String) -> Bool {
        line.hasPrefix("[RxFlow] ") || line.hasPrefix("[RxFlowHeadless] ")
    }

    @Test func byDefaultNoRxFlowLineIsPrinted() async throws {
        let result = try await tour()

        #expect(result.status == 0)
        #expect(!result.lines.contains(where: isRxFlowLine))
        // The deep links of the tour are dropped by the flows off screen: nothing says so
        // (RxFlow logs its dropped steps at debug).
        #expect(!result.text.contains("step dropped"))
        for level in ["info", "notice", "warning", "error", "critical"] {
            #expect(try await tour(["--log-level", level]).text == result.text, "--log-level \(level)")
        }
    }

    @Test func debugAddsDroppedStepsFlowsContributionsAndNavigations() async throws {
        let plain = try await tour()
        let result = try await tour(["--log-level", "debug"])

        #expect(result.status == 0)
        for line in [
            "[RxFlow] debug: flow started flow=AppFlow parent=none",
            "[RxFlow] debug: did navigate flow=AppFlow step=dashboardIsRequired",
            "[RxFlow] debug: flow started flow=SettingsFlow parent=WishlistFlow",
            "[RxFlow] debug: contribution started flow=WishlistFlow presentable=MovieListScreen",
            "[RxFlow] debug: flow ended: the flow returned .end flow=SettingsFlow",
        ] {
            #expect(result.lines.contains(line), "no \(line)")
        }
        #expect(
            result.lines.contains(
                "[RxFlow] debug: step dropped: adapt(step:) finished without a value "
                    + "fix=return a publisher that emits the step from adapt(step:) to navigate it flow=WatchedFlow "
                    + "reason=adapt(step:) finished without a value step=movieIsPicked(withId: 23452)"))
        // Each engine navigation line follows the demo's own.
        let index = try #require(result.lines.firstIndex(of: "did navigate flow=AppFlow step=dashboardIsRequired"))
        #expect(result.lines[index + 1] == "[RxFlow] debug: did navigate flow=AppFlow step=dashboardIsRequired")
        #expect(result.lines.filter { !isRxFlowLine($0) } == plain.lines)
    }

    @Test func aMisuseInTheWindowIsPrintedByDefault() {
        let output = BufferedOutput()
        let session = DemoSession(services: AppServices(state: AppState(isOnboarded: true)), output: output)
        session.start()

        session.app.window.rootViewController?.dismiss(animated: false)

        #expect(session.app.window.warnings.map(\.kind) == [.nothingToDismiss])
        #expect(
            output.lines.last
                == "[RxFlowHeadless] error: dismiss on TabBarController, which neither presents nor is presented; "
                + "ignored. kind=nothingToDismiss screen=TabBarController")
    }

    @Test func theHandlerPrintsPlainLinesWithSortedMetadata() {
        let output = BufferedOutput()
        let logging = DemoLogging(output: output, level: .notice)

        logging.app.info("did navigate", metadata: ["step": "home", "flow": "AppFlow"])
        logging.app.debug("not printed: the demo's own lines stop at info")
        logging.library.info("not printed: below notice")
        logging.library.notice("dropped", metadata: ["z": "last", "a": "first"])
        var tagged = logging.library
        tagged[metadataKey: "b"] = "from the logger"
        tagged.error("failed", metadata: ["c": "from the call"])

        #expect(
            output.lines == [
                "did navigate flow=AppFlow step=home",
                "[MoviesDemoTests] notice: dropped a=first z=last",
                "[MoviesDemoTests] error: failed b=from the logger c=from the call",
            ])
    }

    @Test func colouredOutputPaintsTheDemosLinesAndRxFlowsErrors() {
        let output = BufferedOutput()
        let logging = DemoLogging(output: output, style: TextStyle(isEnabled: true))

        logging.app.info("did navigate")
        logging.library.error("misuse")

        #expect(
            output.lines == ["\u{1B}[32mdid navigate\u{1B}[0m", "\u{1B}[31m[MoviesDemoTests] error: misuse\u{1B}[0m"])
    }
}
