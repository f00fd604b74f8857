import Testing

extension Issue {
    /// What the kit said.
    var message: String { comments.map(\.rawValue).joined(separator: "\n") }
}
