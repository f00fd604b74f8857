import Foundation

/// Reads and writes the demo's small state file (JSON). A missing or unreadable file is a
/// first run, never an error (an unreadable one is kept aside, never overwritten); a file
/// that cannot be written is reported, never fatal.
struct StateStore: Sendable {
    /// The state file.
    let fileURL: URL

    /// The state file `state.json` in `directory`.
    init(directory: URL) {
        fileURL = directory.appendingPathComponent("state.json")
    }

    /// The saved state, or a first run (with a notice) if the file is missing or corrupt.
    ///
    /// A file that does not read (corrupt, of another program, or of a later version) is
    /// never lost: it is moved aside, or copied aside when only its saved place does not read
    /// (the rest of the state is used). The notice says where.
    func load() -> StateLoadResult {
        let path = fileURL.path
        guard FileManager.default.fileExists(atPath: path) else {
            return StateLoadResult(state: .firstRun, notice: "First run: no saved state at \(path).")
        }
        guard let data = try? Data(contentsOf: fileURL),
            let state = try? JSONDecoder().decode(AppState.self, from: data)
        else {
            return StateLoadResult(
                state: .firstRun,
                notice: keepAside(saying: "The state file \(path) is unreadable", then: "starting as a first run"))
        }
        if state.navigation == nil, Self.hasNavigation(data) {
            // Copied, not moved: the rest of the state is in use, and the file keeps it until
            // the next save replaces it.
            return StateLoadResult(
                state: state,
                notice: keepAside(
                    saying: "The place saved in \(path) is unreadable", copying: true,
                    then: "starting at the beginning"))
        }
        return StateLoadResult(state: state, notice: nil)
    }

    /// Keeps the state file aside; returns the notice: `problem`, where the file went (or why
    /// it could not be kept), and `next`, what the demo does.
    private func keepAside(saying problem: String, copying: Bool = false, then next: String) -> String {
        do {
            let kept = try keepAside(copying: copying)
            return "\(problem); \(copying ? "copied the file" : "moved it") to \(kept.path) and \(next)."
        } catch {
            return "\(problem); it could not be kept aside (\(error.localizedDescription)): \(next), "
                + "and the next save replaces it."
        }
    }

    /// Moves (or copies) the state file to the first free name of `state.json.unreadable`,
    /// `state.json.unreadable-2`, …: a copy kept before is never replaced (neither moving nor
    /// copying replaces an existing file).
    private func keepAside(copying: Bool) throws -> URL {
        func name(_ number: Int) -> URL {
            fileURL.deletingLastPathComponent().appendingPathComponent(
                fileURL.lastPathComponent + ".unreadable" + (number == 1 ? "" : "-\(number)"))
        }
        var number = 1
        while FileManager.default.fileExists(atPath: name(number).path) { number += 1 }
        if copying {
            try FileManager.default.copyItem(at: fileURL, to: name(number))
        } else {
            try FileManager.default.moveItem(at: fileURL, to: name(number))
        }
        return name(number)
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
