/// Writes a `NavigationGraph` as a Mermaid flowchart.
enum MermaidExport {
    static func text(of graph: NavigationGraph) -> String {
        let ids = GraphNodeIDs(graph.nodes)
        var lines = ["flowchart TD"]
        for node in graph.nodes {
            let label = quoted(node.name)
            switch node.kind {
            case .flow: lines.append("    \(ids[node])([\(label)])")
            case .presentable: lines.append("    \(ids[node])[\(label)]")
            }
        }
        for edge in graph.edges {
            let arrow =
                switch edge.kind {
                case .contribution, .withoutContribution: "-->"
                case .childFlow: "==>"
                case .forward, .end: "-.->"
                }
            let label = edge.label.isEmpty ? "" : "|\(quoted(edge.label))|"
            lines.append("    \(ids[edge.from]) \(arrow)\(label) \(ids[edge.to])")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in double quotes, with what Mermaid would read as syntax, markup or Markdown
    /// written as entity codes, and line breaks as spaces.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "&": result += "#amp;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "`": result += "#96;"
            case "|": result += "#124;"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
