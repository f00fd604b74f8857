import Foundation

/// A fresh directory under the system's temporary directory; remove it when done.
struct TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "MoviesDemoTests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// The state file the demo uses when given this directory as `--config-dir`.
    var stateFile: URL { url.appendingPathComponent("state.json") }

    func write(_ text: String, to name: String = "state.json") {
        try! Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String = "state.json") -> String? {
        try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
