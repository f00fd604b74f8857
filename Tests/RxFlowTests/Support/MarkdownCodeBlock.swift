import Foundation

/// A fenced code block of a Markdown file (the README or a DocC article).
struct MarkdownCodeBlock {
    /// The file, relative to the repository.
    let file: String
    /// The line of the opening fence, from 1.
    let line: Int
    /// The fence's language (`swift`, `bash`, …), empty if none.
    let language: String
    /// The block's lines, without the fences.
    let lines: [String]
    /// The reason given by a `<!-- fragment: reason -->` comment just above the block: a
    /// fragment (part of a manifest, say) is not expected in compiled code.
    let fragmentReason: String?

    /// The blocks of `text`, in order.
    static func blocks(in text: String, file: String) -> [MarkdownCodeBlock] {
        var blocks: [MarkdownCodeBlock] = []
        var open: (line: Int, language: String, fence: String, fragment: String?)?
        var body: [String] = []
        var previousText: String?
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = rawLine.trimmingCharacters(in: .whitespaces)
            if let current = open {
                if trimmed == current.fence {
                    blocks.append(
                        MarkdownCodeBlock(
                            file: file, line: current.line, language: current.language, lines: body,
                            fragmentReason: current.fragment))
                    open = nil
                    body = []
                } else {
                    body.append(rawLine)
                }
                continue
            }
            if trimmed.hasPrefix("```") {
                let fence = String(trimmed.prefix { $0 == "`" })
                let language = String(trimmed.dropFirst(fence.count)).trimmingCharacters(in: .whitespaces)
                open = (index + 1, language, fence, previousText.flatMap(fragmentReason(of:)))
            } else if !trimmed.isEmpty {
                previousText = trimmed
            }
        }
        return blocks
    }

    /// The reason of a `<!-- fragment: reason -->` line, if `line` is one.
    private static func fragmentReason(of line: String) -> String? {
        let prefix = "<!-- fragment:"
        guard line.hasPrefix(prefix), line.hasSuffix("-->") else { return nil }
        let reason = line.dropFirst(prefix.count).dropLast(3).trimmingCharacters(in: .whitespaces)
        return reason.isEmpty ? nil : reason
    }
}

/// Lines compared without their indentation, blank lines left out: a block indented in a list
/// item matches the same code at the top level of a file.
func significantLines(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
