import Foundation

/// Reads and writes the demo's small state file (JSON). A missing or unreadable file is a
/// first run, never an error; a file that cannot be written is reported, never fatal.
struct StateStore: Sendable {
    /// The state file.
    let fileURL: URL

    /// The state file `state.json` in `directory`.
    init(directory: URL) {
        fileURL = directory.appendingPathComponent("state.json")
    }

    /// The saved state, or a first run (with a notice) if the file is missing or corrupt.
    func load() -> StateLoadResult {
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            return StateLoadResult(state: .firstRun, notice: "First run: no saved state at \(fileURL.path).")
        }
        guard let data = try? Data(contentsOf: fileURL),
            let state = try? JSONDecoder().decode(AppState.self, from: data)
        else {
            return StateLoadResult(
                state: .firstRun, notice: "The state file \(fileURL.path) is unreadable; starting as a first run.")
        }
        if state.navigation == nil, Self.hasNavigation(data) {
            return StateLoadResult(
                state: state,
                notice: "The place saved in \(fileURL.path) is unreadable; starting at the beginning.")
        }
        return StateLoadResult(state: state, notice: nil)
    }

    /// Whether the file's JSON has a saved place (which `AppState` may not have read).
    private static func hasNavigation(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["navigation"] != nil
    }

    /// Writes `state`, creating the directory if needed.
    func save(_ state: AppState) throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(state).write(to: fileURL, options: .atomic)
    }

    /// Forgets the saved state; returns whether there was a file to remove.
    @discardableResult
    func reset() throws -> Bool {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return false }
        try FileManager.default.removeItem(at: fileURL)
        return true
    }
}
