/// The command line, once parsed.
struct DemoOptions: Sendable, Equatable {
    var reset = false
    var deepLink: String?
    var script: String?
    var interactive = false
    var configDirectory: String?
    var noColor = false

    /// The commands of `script`, split on `;`.
    var scriptCommands: [String]? {
        script.map { script in
            script.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }
}
