import IssueReporting

extension FlowTestStore {
    // MARK: - Failures

    /// How many of the last lines of `logs` a failure shows.
    nonisolated static let loggedLinesShown = 30

    /// Fails the test at the given location with `message`, followed by the end of what the
    /// coordinator logged (`logs`): the drops, flows ending and misuses that often explain it.
    nonisolated func fail(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        reportIssue(
            message + Self.logReport(logs.lines), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Fails the test if `finish()` has been called, saying that `call` comes too late
    /// because `consequence`; returns whether it did.
    func failIfFinished(
        _ call: String, _ consequence: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> Bool {
        guard let finishedAt else { return false }
        fail(
            """
            \(call) was called after finish(): the store's flow ended at finish() (\(finishedAt)), so \(consequence). \
            Call it before finish().
            """,
            fileID: fileID, filePath: filePath, line: line, column: column)
        return true
    }

    /// `lines`, or their end, under a heading; empty when nothing was logged.
    nonisolated static func logReport(_ lines: [String]) -> String {
        guard !lines.isEmpty else { return "" }
        let shown = lines.suffix(loggedLinesShown)
        let heading =
            shown.count == lines.count
            ? "RxFlow's log:" : "RxFlow's log (the last \(shown.count) of \(lines.count) lines; all in store.logs):"
        return "\n\n\(heading)\n" + shown.map { "  \($0)" }.joined(separator: "\n")
    }
}
