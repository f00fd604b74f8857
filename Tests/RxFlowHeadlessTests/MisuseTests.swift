import Logging
import RxFlowHeadless
import RxFlowTesting
import Testing

/// Misuses are ignored, recorded on the screen (and its window) and logged: to the window's
/// logger, or to `Logger.current` for a screen outside any window; both are `logs` here.
@MainActor
struct MisuseTests {
    private let logs = LogCapture()
    private let window: Window
    private let root: NavigationController
    private let rootScreen: ViewController

    init() {
        window = Window(logger: logs.logger)
        rootScreen = ViewController()
        root = NavigationController(rootViewController: rootScreen)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// Runs `body` with `logs` as `Logger.current`, where screens outside any window log.
    private func capturingLogs(_ body: () throws -> Void) rethrows {
        try withLogger(logs.logger) { _ in try body() }
    }

    /// The kinds of the misuses logged, in order.
    private var loggedKinds: [String] {
        logs.entries(at: .error).map { $0.metadata["kind"].map { "\($0)" } ?? "?" }
    }

    @Test func presentingOnAScreenThatAlreadyPresentsIsIgnored() {
        let first = ViewController()
        let second = ViewController()
        root.present(first, animated: true)
        var completed = false
        rootScreen.present(second, animated: true) { completed = true }

        #expect(!completed)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!second.isVisible)
        #expect(rootScreen.warnings.map(\.kind) == [.alreadyPresenting])
        #expect(window.warnings.map(\.kind) == [.alreadyPresenting])
        #expect(loggedKinds == ["alreadyPresenting"])
    }

    @Test func presentingAScreenThatIsAlreadyInAHierarchyIsIgnored() {
        let top = ViewController()
        root.pushViewController(top, animated: false)
        root.present(top, animated: true)
        root.present(root, animated: true)
        #expect(root.presentedViewController == nil)
        #expect(root.warnings.map(\.kind) == [.alreadyInHierarchy, .alreadyInHierarchy])
        #expect(loggedKinds == ["alreadyInHierarchy", "alreadyInHierarchy"])
    }

    @Test func pushingAScreenAlreadyInAStackIsIgnored() {
        let pushed = ViewController()
        root.pushViewController(pushed, animated: true)
        root.pushViewController(pushed, animated: true)
        #expect(root.viewControllers.count == 2)

        let other = NavigationController()
        capturingLogs { other.pushViewController(pushed, animated: true) }
        #expect(pushed.parent === root)
        #expect(other.viewControllers.isEmpty)

        root.pushViewController(NavigationController(), animated: true)
        #expect(root.viewControllers.count == 2)
        #expect(root.warnings.map(\.kind) == [.alreadyInStack, .unsupported])
        #expect(other.warnings.map(\.kind) == [.alreadyInHierarchy])
        #expect(loggedKinds == ["alreadyInStack", "alreadyInHierarchy", "unsupported"])
    }

    /// Defect 10: a screen that presents was put into a container; the presentation then
    /// belonged to nobody's context and removing the container neither dismissed nor reported
    /// the presented screen. It is refused, as UIKit's containment would split the presentation.
    @Test func aScreenThatPresentsCannotBecomeAChild() {
        let presenter = ViewController()
        let presented = ViewController()
        presenter.present(presented, animated: false)

        root.pushViewController(presenter, animated: true)
        let container = ViewController()
        let tabs = TabBarController()
        let split = SplitViewController()
        capturingLogs {
            container.addChild(presenter)
            tabs.setViewControllers([presenter], animated: false)
            split.showDetailViewController(presenter, sender: nil)
        }

        #expect(presenter.parent == nil)
        #expect(root.viewControllers.count == 1)
        #expect(container.children.isEmpty)
        #expect(tabs.viewControllers.isEmpty)
        #expect(split.viewControllers.isEmpty)
        #expect(root.warnings.map(\.kind) == [.alreadyInHierarchy])
        #expect(root.warnings.first?.message.contains("presents ViewController") == true)
        #expect(container.warnings.map(\.kind) == [.alreadyInHierarchy])
        #expect(tabs.warnings.map(\.kind) == [.alreadyInHierarchy])
        #expect(split.warnings.map(\.kind) == [.alreadyInHierarchy])
        #expect(loggedKinds == Array(repeating: "alreadyInHierarchy", count: 4))
        // Both ends of the presentation still agree.
        #expect(presenter.presentedViewController === presented)
        #expect(presented.presentingViewController === presenter)

        // Once it presents nothing, it can be pushed.
        presenter.dismiss(animated: false)
        root.pushViewController(presenter, animated: false)
        #expect(presenter.parent === root)
        #expect(presenter.isVisible)
    }

    @Test func aScreenThatPresentsCanStillBePresented() {
        let presenter = ViewController()
        let presented = ViewController()
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: false)

        rootScreen.present(presenter, animated: false)
        #expect(presenter.presentingViewController === root)
        #expect(presented.isVisible)
        #expect(!presenter.isVisible)

        let dismissals = [presenter, presented].map(DismissalCounter.init)
        root.dismiss(animated: false)
        #expect(dismissals.map(\.count) == [1, 1])
        #expect(rootScreen.isVisible)
        #expect(window.warnings.isEmpty)
    }

    @Test func poppingTheRootIsIgnored() {
        #expect(root.popViewController(animated: true) == nil)
        #expect(root.topViewController === rootScreen)
        #expect(rootScreen.isVisible)
        capturingLogs { #expect(NavigationController().popViewController(animated: true) == nil) }
        #expect(root.warnings.map(\.kind) == [.cannotPopRoot])
        #expect(root.popToViewController(ViewController(), animated: true) == nil)
        #expect(root.warnings.map(\.kind) == [.cannotPopRoot, .notInStack])
        #expect(loggedKinds == ["cannotPopRoot", "cannotPopRoot", "notInStack"])
    }

    @Test func dismissingWhatIsNotPresentedIsIgnored() throws {
        var completed = false
        rootScreen.dismiss(animated: true) { completed = true }
        #expect(!completed)
        #expect(root.isVisible)
        #expect(window.warnings.map(\.kind) == [.nothingToDismiss])
        let warning = try #require(window.warnings.first)
        #expect(warning.message.contains("neither presents nor is presented"))
        #expect(logs.messages(at: .error) == [warning.message])
    }

    @Test func invalidTabSelectionsAreIgnored() {
        let tabs = TabBarController()
        let first = ViewController()
        tabs.setViewControllers([first, ViewController()], animated: false)
        capturingLogs {
            tabs.selectedIndex = 5
            tabs.selectedViewController = ViewController()
        }
        #expect(tabs.selectedViewController === first)
        #expect(tabs.warnings.map(\.kind) == [.invalidSelection, .invalidSelection])
        #expect(loggedKinds == ["invalidSelection", "invalidSelection"])
    }

    @Test func invalidScreenListsAreIgnored() {
        let screen = ViewController()
        let tabs = TabBarController()
        let split = SplitViewController()
        capturingLogs {
            tabs.setViewControllers([screen, screen], animated: false)
            split.viewControllers = [ViewController(), ViewController(), ViewController()]
            split.viewControllers = [root]
        }
        #expect(tabs.viewControllers.isEmpty)
        #expect(split.viewControllers.isEmpty)
        #expect(tabs.warnings.map(\.kind) == [.duplicateViewController])
        #expect(split.warnings.map(\.kind) == [.unsupported, .alreadyInHierarchy])
        #expect(loggedKinds == ["duplicateViewController", "unsupported", "alreadyInHierarchy"])
    }

    @Test func aScreenCannotBeTheRootOfTwoWindows() {
        let other = Window(logger: logs.logger)
        other.rootViewController = root
        #expect(other.rootViewController == nil)
        #expect(window.rootViewController === root)
        #expect(other.warnings.map(\.kind) == [.alreadyInHierarchy])
        #expect(loggedKinds == ["alreadyInHierarchy"])
    }

    @Test func warningsReadLikeUIKitLogs() {
        let first = ViewController()
        first.title = "First"
        root.present(first, animated: true)
        root.present(ViewController(), animated: true)
        #expect(
            window.warnings.first?.description
                == "[RxFlowHeadless] Attempt to present ViewController on NavigationController, which is already "
                + "presenting ViewController \"First\"; ignored.")
        #expect(logs.messages(at: .error) == window.warnings.map(\.message))
    }
}
