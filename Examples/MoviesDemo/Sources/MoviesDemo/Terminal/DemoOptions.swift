import Logging

/// The command line, once parsed.
struct DemoOptions: Sendable, Equatable {
    var reset = false
    var deepLink: String?
    var script: String?
    var interactive = false
    var configDirectory: String?
    var noColor = false
    /// `--log-level`: the least severe RxFlow lines printed; nil for the default.
    var logLevel: Logger.Level?
    /// `--graph`: where to write the navigation graph of the run.
    var graphFile: String?

    /// The commands of `script`, split on `;`.
    var scriptCommands: [String]? {
        script.map { script in
            script.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }
}
