import Foundation
import Testing

@testable import MoviesDemo

/// `--graph FILE`: the navigation graph of the run, in the format the extension names.
@MainActor
struct GraphOptionTests {
    /// The tour of a first run, writing its graph to a file named `name`; the run's result and
    /// the file's bytes.
    private func tour(graphFile name: String) async throws -> (result: DemoHarness.Result, graph: Data?) {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent(name).path
        let result = try await DemoHarness().run(["--config-dir", directory.path, "--graph", path])
        return (result, FileManager.default.contents(atPath: path))
    }

    @Test func theTourWritesAMermaidGraphOfEveryFlow() async throws {
        let (result, data) = try await tour(graphFile: "graph.md")
        let graph = String(decoding: try #require(data), as: UTF8.self)

        #expect(result.status == 0)
        #expect(graph.hasPrefix("```mermaid\nflowchart TD\n"))
        #expect(graph.hasSuffix("\n```\n"))
        for flow in ["AppFlow", "OnboardingFlow", "DashboardFlow", "WishlistFlow", "WatchedFlow", "SettingsFlow"] {
            #expect(graph.contains("    \(flow)([\"\(flow)\"])\n"), "no \(flow)")
        }
        for edge in [
            #"AppFlow ==>|"onboardingIsRequired"| OnboardingFlow"#,
            #"WishlistFlow -->|"movieIsPicked"| WishlistFlow_MovieDetailScreen"#,
            #"SettingsFlow -.->|"end settingsAreComplete"| WishlistFlow"#,
            #"SettingsFlow -->|"aboutIsRequired"| SettingsFlow_AboutScreen"#,
        ] {
            #expect(graph.contains("    \(edge)\n"), "no \(edge)")
        }
        // Each flow's screens are its own: the list, movie and cast screens of both tabs.
        for flow in ["WishlistFlow", "WatchedFlow"] {
            for screen in ["MovieListScreen", "MovieDetailScreen", "CastDetailScreen"] {
                #expect(graph.contains("    \(flow)_\(screen)[\"\(screen)\"]\n"), "no \(screen) of \(flow)")
            }
            #expect(graph.contains("    \(flow) -->|\"castIsPicked\"| \(flow)_CastDetailScreen\n"))
        }
        // Navigations that contribute nothing are edges from the flow to itself.
        for edge in [
            #"SettingsFlow -->|"alertIsDismissed"| SettingsFlow"#,
            #"WishlistFlow -->|"settingsAreComplete"| WishlistFlow"#,
        ] {
            #expect(graph.contains("    \(edge)\n"), "no \(edge)")
        }
        // No flow is drawn navigating a step it ignores: only the movie flows navigate links.
        #expect(!graph.contains(#"AppFlow -->|"movieIsPicked"| AppFlow"#))
        #expect(!graph.contains(#"DashboardFlow -->|"castIsPicked"| DashboardFlow"#))
        #expect(result.lines.last?.hasPrefix("--graph: wrote the navigation graph of this run to ") == true)
    }

    @Test func twoRunsWriteTheSameBytes() async throws {
        let first = try #require(try await tour(graphFile: "graph.md").graph)
        let second = try #require(try await tour(graphFile: "graph.md").graph)
        #expect(first == second)
    }

    @Test func theGraphChangesNothingElseInTheOutput() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        directory.write(DemoHarness.onboardedState)
        let plain = try await DemoHarness().run(["--config-dir", directory.path])
        let path = directory.url.appendingPathComponent("graph.md").path
        let withGraph = try await DemoHarness().run(["--config-dir", directory.path, "--graph", path])

        #expect(Array(withGraph.lines.dropLast()) == plain.lines)
    }

    @Test func theExtensionChoosesTheFormat() async throws {
        let markdown = String(decoding: try #require(try await tour(graphFile: "graph.md").graph), as: UTF8.self)
        let mermaid = String(decoding: try #require(try await tour(graphFile: "graph.MMD").graph), as: UTF8.self)
        let dot = String(decoding: try #require(try await tour(graphFile: "graph.dot").graph), as: UTF8.self)

        #expect(markdown == "```mermaid\n" + mermaid + "```\n")
        #expect(mermaid.hasPrefix("flowchart TD\n"))
        #expect(dot.hasPrefix("digraph NavigationGraph {\n"))
        #expect(dot.contains("    AppFlow -> OnboardingFlow [label=\"onboardingIsRequired\", style=bold];\n"))
    }

    @Test func otherExtensionsAreRefused() {
        for path in ["graph.txt", "graph", "dir.md/graph", ".md"] {
            #expect(throws: (any Error).self, "\(path)") { try MoviesDemoCommand.parse(["--graph", path]) }
        }
        #expect(GraphFormat(path: "out/graph.md") == .markdown)
    }

    @Test func aFileThatCannotBeWrittenFails() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("missing/graph.md").path

        let result = try await DemoHarness().run(["--config-dir", directory.path, "--graph", path])

        #expect(result.status == 1)
        #expect(result.lines.last?.hasPrefix("error: --graph: could not write \(path): ") == true)
    }
}
