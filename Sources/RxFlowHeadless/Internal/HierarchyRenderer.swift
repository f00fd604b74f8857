/// Builds `Window.render()`'s text tree.
@MainActor
struct HierarchyRenderer {
    private(set) var lines: [String] = []

    /// Renders `screen` and everything under it (children, then what it presents) at `depth`.
    mutating func render(_ screen: ViewController, depth: Int, bullet: String = "-", tag: String? = nil) {
        var line = String(repeating: "  ", count: depth) + bullet + " " + screen.label
        if let tag { line += " (\(tag))" }
        if screen.isVisible { line += " [visible]" }
        for detail in screen.renderedDetails { line += " " + detail }
        lines.append(line)
        for (index, child) in screen.children.enumerated() {
            let role = screen.renderRole(ofChildAt: index)
            render(child, depth: depth + 1, bullet: role.bullet, tag: role.tag)
        }
        if let presented = screen.presentedStorage {
            lines.append(String(repeating: "  ", count: depth + 1) + "presented (\(presented.modalPresentationStyle)):")
            render(presented, depth: depth + 2)
        }
    }

    mutating func append(_ line: String) {
        lines.append(line)
    }
}
