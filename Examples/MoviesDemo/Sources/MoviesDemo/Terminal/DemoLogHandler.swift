import Logging

/// Prints log lines, plain, to the demo's output: the demo's own lines as
/// `message key=value…`, the others as `[source] level: message key=value…` (the source is the
/// module that logged: `RxFlow`, `RxFlowHeadless`), except RxFlow's `did navigate` (the demo's
/// own line says it). Metadata is sorted by key, so a run prints the same lines each time.
struct DemoLogHandler: LogHandler {
    let output: any TextOutput
    let style: TextStyle
    /// Whether this handler prints the demo's own lines.
    let isApp: Bool
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        // The demo prints every navigation itself (its transcript); RxFlow's debug line for
        // the same navigation would print it twice.
        if !isApp, event.source == "RxFlow", "\(event.message)" == DemoLogging.libraryNavigationMessage { return }
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let given = event.metadata { merged.merge(given) { _, new in new } }
        var line = isApp ? "\(event.message)" : "[\(event.source)] \(event.level): \(event.message)"
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) { line += " \(key)=\(value)" }
        if let error = event.error { line += " error=\(error)" }
        // The demo's lines keep their colour; RxFlow's stand apart, misuse in red.
        let styled =
            if isApp {
                style.log(line)
            } else if event.level >= .error {
                style.error(line)
            } else {
                style.note(line)
            }
        output.write(styled)
    }
}
