import InMemoryLogging
import Logging

/// A logger that keeps what it is given, for tests that check what is logged: RxFlow's
/// misuse errors and dropped steps (`FlowCoordinator(logger:)`), the headless screens'
/// warnings (`Window(logger:)`), an app's own lines.
///
/// ```swift
/// let logs = LogCapture(level: .warning)
/// let coordinator = FlowCoordinator(logger: logs.logger)
/// // …
/// #expect(logs.messages(atLeast: .warning).isEmpty)
/// ```
///
/// Copies share what they keep; it may be logged to from any thread.
public struct LogCapture: Sendable {
    private let handler: InMemoryLogHandler

    /// A capture keeping what is logged at `level` and above (every level by default).
    public init(level: Logger.Level = .trace) {
        var handler = InMemoryLogHandler()
        handler.logLevel = level
        self.handler = handler
    }

    /// A logger writing here, labelled `label`.
    public func logger(label: String = "RxFlowTesting") -> Logger {
        let handler = self.handler
        return Logger(label: label) { _ in handler }
    }

    /// A logger writing here.
    public var logger: Logger { logger() }

    /// Everything logged, oldest first.
    public var entries: [InMemoryLogHandler.Entry] { handler.entries }

    /// The entries logged at exactly `level`, oldest first, with their metadata.
    public func entries(at level: Logger.Level) -> [InMemoryLogHandler.Entry] {
        entries.filter { $0.level == level }
    }

    /// The messages logged at exactly `level`, oldest first.
    public func messages(at level: Logger.Level) -> [String] {
        entries(at: level).map { "\($0.message)" }
    }

    /// The messages logged at `level` or above, oldest first.
    public func messages(atLeast level: Logger.Level) -> [String] {
        entries.filter { $0.level >= level }.map { "\($0.message)" }
    }

    /// Everything logged, oldest first, one line each: `level: message key=value …`, the
    /// metadata sorted by key (how `FlowTestStore` shows its log with a failure).
    public var lines: [String] {
        entries.map { entry in
            let metadata = entry.metadata.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }
            return "\(entry.level): \(entry.message)" + metadata.joined()
        }
    }

    /// Forgets what was logged so far.
    public func clear() {
        handler.clear()
    }
}
