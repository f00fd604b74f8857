/// Where an assertion (or the store) was written, for `reportIssue`.
struct CallSite: Sendable, CustomStringConvertible {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// `Module/File.swift:12`, as a failure message names it.
    var description: String { "\(fileID):\(line)" }
}
