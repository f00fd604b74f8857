import InMemoryLogging
import Logging

/// A logger that keeps what it is given, for tests that check what the engine logs.
struct LogCapture {
    private var handler = InMemoryLogHandler()

    init(level: Logger.Level = .debug) {
        handler.logLevel = level
    }

    /// A logger writing here.
    var logger: Logger {
        let handler = self.handler
        return Logger(label: "RxFlowTests") { _ in handler }
    }

    /// The messages logged at `level`, oldest first.
    func messages(at level: Logger.Level) -> [String] {
        handler.entries.filter { $0.level == level }.map { "\($0.message)" }
    }

    /// The entries logged at `level`, oldest first.
    func entries(at level: Logger.Level) -> [InMemoryLogHandler.Entry] {
        handler.entries.filter { $0.level == level }
    }
}
