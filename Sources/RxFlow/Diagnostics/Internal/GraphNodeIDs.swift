/// Identifiers for the nodes of a graph, valid in Mermaid and DOT alike: the type name (a
/// presentable's after its flow's, `WishlistFlow_MovieListScreen`) with every character other
/// than ASCII letters, digits and `_` replaced by `_`, never a keyword of either language, and
/// unique (a clash gets `_2`, `_3`…, in order of appearance).
///
/// Identifiers come from names rather than positions so that a new node in a later run
/// changes its own lines in a committed graph, not the lines of every node after it.
struct GraphNodeIDs {
    private var ids: [NavigationGraph.Node: String] = [:]

    // `end` breaks a Mermaid flowchart; the others are DOT's keywords or Mermaid's statements.
    private static let keywords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "direction", "style", "class", "classdef", "click",
        "linkstyle", "default", "node", "edge", "digraph", "strict",
    ]

    init(_ nodes: [NavigationGraph.Node]) {
        var used: Set<String> = []
        for node in nodes {
            let name = node.flow.map { "\($0)_\(node.name)" } ?? node.name
            var base = String(
                name.unicodeScalars.map { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                        ? Character(scalar) : "_"
                })
            if base.isEmpty || base.first!.isNumber || Self.keywords.contains(base.lowercased()) {
                base = "n_" + base
            }
            var id = base
            var suffix = 1
            while used.contains(id) {
                suffix += 1
                id = "\(base)_\(suffix)"
            }
            used.insert(id)
            ids[node] = id
        }
    }

    subscript(node: NavigationGraph.Node) -> String { ids[node]! }
}
