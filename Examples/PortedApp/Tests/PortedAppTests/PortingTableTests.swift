import Foundation
import RxFlow
import RxFlowHeadless
import Testing

@testable import PortedApp

/// The app follows the porting table exactly: its Reusable row's declarations are the app's,
/// word for word, its protocols are `@MainActor` (the Swift 6 row), and the screens made by
/// `StoryboardBased` are `final`.
@MainActor
struct PortingTableTests {
    /// The repository: this file is `Examples/PortedApp/Tests/PortedAppTests/PortingTableTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The app's sources, without comments, as one line with single spaces.
    private static func appSource() throws -> String {
        let folder = root.appendingPathComponent("Examples/PortedApp/Sources/PortedApp")
        var text = ""
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            text += lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: " ")
            text += " "
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The cells of the porting table's row whose first cell starts with `name`, in `file`.
    private static func row(_ name: String, in file: String) throws -> String? {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        return text.components(separatedBy: "\n").first { $0.hasPrefix("| \(name)") }
    }

    /// The code spans of a table row.
    private static func codeSpans(_ row: String) -> [String] {
        row.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    @Test func theReusableRowIsTheAppsCodeWordForWord() throws {
        let readme = try #require(try Self.row("Reusable", in: "README.md"))
        let article = try Self.row("Reusable", in: "Sources/RxFlow/RxFlow.docc/MigratingFromRxFlow.md")
        #expect(article == readme, "the README's and the article's porting tables differ")
        let declarations = Self.codeSpans(readme).filter {
            $0.hasPrefix("@MainActor protocol") || $0.hasPrefix("extension")
        }
        #expect(declarations.count == 2)
        let source = try Self.appSource()
        for declaration in declarations {
            #expect(source.contains(declaration), "not in Examples/PortedApp: \(declaration)")
        }
    }

    @Test func theAppsProtocolsAreMainActorAndItsStoryboardScreensFinal() throws {
        let source = try Self.appSource()
        let protocols = source.matches(of: /(\S+) protocol (\w+)/)
        #expect(protocols.count >= 3)
        for declaration in protocols {
            #expect(declaration.1 == "@MainActor", "protocol \(declaration.2) is not @MainActor")
        }
        let screens = source.matches(of: /(\S+) class (\w+): [^{]*StoryboardBased/)
        #expect(screens.count >= 4)
        for screen in screens {
            #expect(screen.1 == "final", "\(screen.2) adopts StoryboardBased and is not final")
        }
    }

    /// Reusable's factory, headless: the screen, made by its `init()`, without a view model yet.
    @Test func storyboardBasedMakesAScreenByItsInit() {
        let screen = LoginScreen.instantiate()
        #expect(screen.title == "Login")
        #expect(screen.viewModel == nil)
        let withViewModel = LoginScreen.instantiate(withViewModel: LoginViewModel())
        #expect(withViewModel.viewModel != nil)
    }
}
