/// Where an assertion (or the store) was written, for `reportIssue`.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}
