import Foundation
import Testing

/// The README's "Testing your flows" shows code that compiles and runs: the test of
/// `ReadmeExampleTests.swift` verbatim, and `SettingsFlow.adapt(step:)` as the demo has it.
struct ReadmeSyncTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeShowsTheExampleTestVerbatim() throws {
        let readme = try text("README.md")
        let example = try text("Examples/MoviesDemo/Tests/MoviesDemoTests/ReadmeExampleTests.swift")
        #expect(readme.contains("```swift\n\(example)```"))
        #expect(example.filter { $0 == "\n" }.count < 40)  // under 40 lines
    }

    @Test func theReadmesAsyncAdaptIsTheDemos() throws {
        let readme = try text("README.md")
        let flow = try text("Examples/MoviesDemo/Sources/MoviesDemo/Flows/SettingsFlow.swift")
        let start = try #require(flow.range(of: "    func adapt(step: any Step)"))
        let end = try #require(flow.range(of: "\n    }\n", range: start.upperBound..<flow.endIndex))
        let adapt = flow[start.lowerBound..<end.upperBound].split(separator: "\n").map { $0.dropFirst(4) }
        #expect(readme.contains(adapt.joined(separator: "\n")))
    }
}
