import Logging
import RxFlowHeadless
import RxFlowTesting
import Testing

/// Misuse warnings go through swift-log, at `error`, and are still recorded.
@MainActor
struct WarningLogTests {
    @Test func aMisuseInAWindowIsLoggedWithTheWindowsLoggerAndRecorded() throws {
        let logs = LogCapture()
        let window = Window(logger: logs.logger)
        let root = NavigationController(rootViewController: ViewController())
        root.title = "Home"
        window.rootViewController = root
        window.makeKeyAndVisible()

        #expect(root.popViewController(animated: true) == nil)

        let entry = try #require(logs.entries.first)
        #expect(logs.entries.count == 1)
        #expect(entry.level == .error)
        #expect(entry.message == "\(try #require(root.warnings.first).message)")
        #expect(entry.metadata == ["kind": "cannotPopRoot", "screen": "NavigationController \"Home\""])
        #expect(root.warnings.map(\.kind) == [.cannotPopRoot])
        #expect(window.warnings.map(\.kind) == [.cannotPopRoot])
    }

    @Test func aRootRefusedByAWindowIsLoggedWithThatWindowsLogger() throws {
        let firstLogs = LogCapture()
        let secondLogs = LogCapture()
        let screen = ViewController()
        let first = Window(logger: firstLogs.logger)
        first.rootViewController = screen
        let second = Window(logger: secondLogs.logger)

        second.rootViewController = screen

        #expect(first.rootViewController === screen)
        #expect(firstLogs.entries.isEmpty)
        let entry = try #require(secondLogs.entries.first)
        #expect(secondLogs.entries.count == 1)
        #expect(entry.level == .error)
        #expect(entry.metadata == ["kind": "alreadyInHierarchy", "screen": "ViewController"])
        #expect(second.warnings.map(\.kind) == [.alreadyInHierarchy])
    }

    @Test func aScreenFollowsTheLoggerOfTheWindowItIsIn() {
        let firstLogs = LogCapture()
        let secondLogs = LogCapture()
        let first = Window(logger: firstLogs.logger)
        let second = Window(logger: secondLogs.logger)
        let screen = ViewController()
        first.rootViewController = screen
        screen.dismiss(animated: false)
        first.rootViewController = nil
        second.rootViewController = screen
        screen.dismiss(animated: false)

        #expect(firstLogs.entries.map { $0.metadata["kind"] } == ["nothingToDismiss"])
        #expect(secondLogs.entries.map { $0.metadata["kind"] } == ["nothingToDismiss"])
        #expect(screen.warnings.count == 2)
        #expect(first.warnings.count == 1)
        #expect(second.warnings.count == 1)
    }

    @Test func aScreenOutsideAnyWindowLogsToTheCurrentLogger() throws {
        let logs = LogCapture()
        let tabs = TabBarController()
        tabs.title = "Tabs"

        withLogger(logs.logger) { _ in tabs.selectedIndex = 3 }

        let entry = try #require(logs.entries.first)
        #expect(logs.entries.count == 1)
        #expect(entry.level == .error)
        #expect(entry.metadata == ["kind": "invalidSelection", "screen": "TabBarController \"Tabs\""])
        #expect(tabs.warnings.map(\.kind) == [.invalidSelection])
    }
}
