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
        // Each deep link of the tour goes to the flow that shows it: no step is dropped.
        #expect(!result.text.contains("step dropped"))
        for level in ["info", "notice", "warning", "error", "critical"] {
            #expect(try await tour(["--log-level", level]).text == result.text, "--log-level \(level)")
        }
    }

    @Test func debugShowsTheStepsRxFlowDrops() async throws {
        // The tour drops no step, and RxFlow logs drops at debug: at notice and info, it
        // prints what it prints by default.
        #expect(try await tour(["--log-level", "notice"]).text == (try await tour()).text)
        #expect(try await tour(["--log-level", "info"]).text == (try await tour()).text)

        // A step from the wishlist's list while the settings cover it is dropped, and said so.
        let output = BufferedOutput()
        let logging = DemoLogging(output: output, level: .debug)
        let session = DemoSession(
            services: AppServices(state: AppState(isOnboarded: true)), output: output, logging: logging)
        session.start()
        let list = try #require(session.app.frontScreens.first as? MovieListScreen)
        await session.execute("8")  // Settings
        output.clear()

        list.viewModel.pick(movieId: 23452)

        let drops = output.lines.filter { $0.contains("step dropped") }
        #expect(drops.count == 1)
        let line = try #require(drops.first)
        #expect(line.hasPrefix("[RxFlow] debug: step dropped: "))
        for part in ["flow=WishlistFlow", "step=movieIsPicked(withId: 23452)", "not visible"] {
            #expect(line.contains(part), "no \(part) in \(line)")
        }
    }

    @Test func debugAddsFlowsAndContributionsAndPrintsEachNavigationOnce() async throws {
        let plain = try await tour()
        let result = try await tour(["--log-level", "debug"])

        #expect(result.status == 0)
        for line in [
            "[RxFlow] debug: flow started flow=AppFlow parent=none",
            "[RxFlow] debug: flow started flow=SettingsFlow parent=WishlistFlow",
            "[RxFlow] debug: contribution started flow=WishlistFlow presentable=MovieListScreen",
            "[RxFlow] debug: flow ended: the flow returned .end flow=SettingsFlow",
        ] {
            #expect(result.lines.contains(line), "no \(line)")
        }
        // Each navigation is one line, the demo's: RxFlow's line for it is left out.
        #expect(result.lines.filter { $0.contains("did navigate flow=AppFlow step=dashboardIsRequired") }.count == 1)
        #expect(!result.lines.contains { isRxFlowLine($0) && $0.contains("did navigate") })
        #expect(result.lines.filter { !isRxFlowLine($0) } == plain.lines)
        #expect(try await tour(["--log-level", "trace"]).text == result.text)
    }

    @Test func onlyRxFlowsNavigationLineIsLeftOut() {
        let output = BufferedOutput()
        let logging = DemoLogging(output: output, level: .debug)

        logging.app.info("did navigate", metadata: ["flow": "AppFlow"])
        logging.library.log(level: .debug, "did navigate", metadata: ["flow": "AppFlow"], source: "RxFlow")
        logging.library.log(level: .debug, "flow started", metadata: ["flow": "AppFlow"], source: "RxFlow")
        logging.library.debug("did navigate", metadata: ["flow": "AppFlow"])  // from this module

        #expect(
            output.lines == [
                "did navigate flow=AppFlow", "[RxFlow] debug: flow started flow=AppFlow",
                "[MoviesDemoTests] debug: did navigate flow=AppFlow",
            ])
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
