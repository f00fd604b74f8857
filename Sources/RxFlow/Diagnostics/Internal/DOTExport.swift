/// Writes a `NavigationGraph` in Graphviz's DOT language.
enum DOTExport {
    static func text(of graph: NavigationGraph) -> String {
        let ids = GraphNodeIDs(graph.nodes)
        var lines = ["digraph NavigationGraph {", "    node [shape=box];"]
        for node in graph.nodes {
            let style = node.kind == .flow ? ", style=rounded" : ""
            lines.append("    \(ids[node]) [label=\(quoted(node.name))\(style)];")
        }
        for edge in graph.edges {
            var attributes: [String] = []
            if !edge.label.isEmpty { attributes.append("label=\(quoted(edge.label))") }
            switch edge.kind {
            case .contribution, .withoutContribution: break
            case .childFlow: attributes.append("style=bold")
            case .forward, .end: attributes.append("style=dashed")
            }
            let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(ids[edge.from]) -> \(ids[edge.to])\(list);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a DOT string: in double quotes, with `"` and `\` escaped and line breaks as
    /// spaces.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
