import RxFlow

/// The file format of `--graph`, chosen by the file's extension.
enum GraphFormat: Sendable, Equatable {
    /// `.md`: Mermaid in a ```` ```mermaid ```` block, which GitHub renders.
    case markdown
    /// `.mmd`: Mermaid.
    case mermaid
    /// `.dot`: Graphviz DOT.
    case dot

    /// The format for the file at `path`; nil for another extension.
    init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "md": self = .markdown
        case "mmd": self = .mermaid
        case "dot": self = .dot
        default: return nil
        }
    }

    /// `graph` in this format.
    func text(of graph: NavigationGraph) -> String {
        switch self {
        case .markdown: "```mermaid\n" + graph.mermaid + "```\n"
        case .mermaid: graph.mermaid
        case .dot: graph.dot
        }
    }
}
