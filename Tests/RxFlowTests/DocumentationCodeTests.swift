import Foundation
import Testing

/// Every Swift code block of the DocC articles and of the README is code that is built: it
/// appears, line for line (indentation and blank lines aside), in a Swift file of the package,
/// its snippets, its tests or its examples. Stale documentation fails the tests.
struct DocumentationCodeTests {
    /// The repository: this file is `Tests/RxFlowTests/DocumentationCodeTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everySwiftBlockIsBuiltCode() throws {
        let sources = try Self.files(withExtension: "swift", under: ["Sources", "Tests", "Snippets", "Examples"])
            .map { try significantLines(String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")) }
        let blocks = try Self.documentation().flatMap { file in
            MarkdownCodeBlock.blocks(in: try String(contentsOf: file, encoding: .utf8), file: Self.relative(file))
        }
        let swiftBlocks = blocks.filter { $0.language == "swift" && $0.fragmentReason == nil }
        #expect(swiftBlocks.count > 10, "the documentation was not found under \(Self.root.path)")
        for block in swiftBlocks {
            let code = significantLines(block.lines)
            let built = sources.contains { Self.contains($0, code) }
            #expect(
                built,
                "\(block.file):\(block.line): this code block is in no Swift file of the package; put it in a snippet or a test, or mark a fragment with <!-- fragment: why -->"
            )
        }
    }

    @Test func blocksAndFragmentsAreFound() {
        let text = """
            Intro
            ```swift
              let a = 1

              print(a)
            ```
            <!-- fragment: part of a manifest -->
            ```swift
            .target(name: "App")
            ```
            """
        let blocks = MarkdownCodeBlock.blocks(in: text, file: "doc.md")
        #expect(blocks.count == 2)
        #expect(significantLines(blocks[0].lines) == ["let a = 1", "print(a)"])
        #expect(blocks[0].line == 2 && blocks[0].fragmentReason == nil)
        #expect(blocks[1].fragmentReason == "part of a manifest")
        #expect(Self.contains(["import X", "let a = 1", "print(a)", "}"], ["let a = 1", "print(a)"]))
        #expect(!Self.contains(["let a = 1", "let b = 2", "print(a)"], ["let a = 1", "print(a)"]))
    }

    // MARK: - Files

    /// Every article of every DocC catalog, and the README.
    static func documentation() throws -> [URL] {
        try files(withExtension: "md", under: ["Sources"]).filter {
            $0.pathComponents.contains { $0.hasSuffix(".docc") }
        } + [root.appendingPathComponent("README.md")]
    }

    static func files(withExtension pathExtension: String, under folders: [String]) throws -> [URL] {
        folders.flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            var found: [URL] = []
            while let url = enumerator?.nextObject() as? URL {
                // Build folders hold copies of dependencies, not our code.
                if url.lastPathComponent.hasPrefix(".build") {
                    enumerator?.skipDescendants()
                } else if url.pathExtension == pathExtension {
                    found.append(url)
                }
            }
            return found
        }
    }

    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }

    /// Whether `lines` holds `run` as consecutive lines.
    static func contains(_ lines: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= lines.count else { return run.isEmpty }
        return (0...(lines.count - run.count)).contains { start in
            lines[start] == run[0] && Array(lines[start..<(start + run.count)]) == run
        }
    }
}
