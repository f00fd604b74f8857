import InMemoryLogging
import Logging

/// A logger that keeps what it is given, for tests that check what the headless layer logs.
struct LogCapture {
    private let handler = InMemoryLogHandler()

    /// A logger writing here, at every level.
    var logger: Logger {
        var handler = self.handler
        handler.logLevel = .trace
        return Logger(label: "RxFlowHeadlessTests") { _ in handler }
    }

    /// Everything logged, oldest first.
    var entries: [InMemoryLogHandler.Entry] { handler.entries }
}
