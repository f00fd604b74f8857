import Logging

/// Logs warnings, as UIKit writes its misuse messages to the console: at `error`, since each
/// is a misuse of the API.
enum WarningLog {
    /// Logs `warning`, received by `screen` (its type and title), to `logger`.
    static func write(_ warning: HeadlessWarning, screen: String, to logger: Logger) {
        logger.error(
            "\(warning.message)", metadata: ["kind": "\(warning.kind)", "screen": "\(screen)"])
    }
}
