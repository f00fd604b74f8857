import RxFlowHeadless
import XCTest

@MainActor
final class TransitionFlagsTests: XCTestCase {
    private let log = EventLog()

    func testMovingFlagsAreSetDuringTheTransitionOnly() async {
        let window = Window()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        var seen: [String] = []
        let pushed = RecordingViewController("B", log: log)
        pushed.onDidAppear = { seen.append("appear moving=\($0.isMovingToParent)") }
        pushed.onWillDisappear = { seen.append("disappear moving=\($0.isMovingFromParent)") }
        navigation.pushViewController(pushed, animated: false)
        XCTAssertFalse(pushed.isMovingToParent)
        navigation.popViewController(animated: false)
        XCTAssertFalse(pushed.isMovingFromParent)
        XCTAssertEqual(seen, ["appear moving=true", "disappear moving=true"])
    }

    func testPresentationFlagsAreSetDuringTheTransitionOnly() async {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()

        var seen: [String] = []
        let modal = RecordingViewController("M", log: log)
        modal.onDidAppear = { seen.append("presented=\($0.isBeingPresented)") }
        modal.onWillDisappear = { seen.append("dismissed=\($0.isBeingDismissed)") }
        root.present(modal, animated: true)
        XCTAssertFalse(modal.isBeingPresented)
        root.dismiss(animated: true)
        XCTAssertFalse(modal.isBeingDismissed)
        XCTAssertEqual(seen, ["presented=true", "dismissed=true"])
    }

    func testCompletionRunsAfterTheTransition() async {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let modal = ViewController()

        var visibleInCompletion: Bool?
        root.present(modal, animated: true) { visibleInCompletion = modal.isVisible }
        XCTAssertEqual(visibleInCompletion, true)

        var dismissedState: (Bool, Bool)?
        modal.dismiss(animated: true) { dismissedState = (modal.isVisible, root.isVisible) }
        XCTAssertEqual(dismissedState?.0, false)
        XCTAssertEqual(dismissedState?.1, true)
    }

    func testAChangeMadeFromAnAppearanceCallbackIsAppliedAfterIt() async {
        let window = Window()
        let navigation = NavigationController(rootViewController: RecordingViewController("A", log: log))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let second = RecordingViewController("B", log: log)
        let third = RecordingViewController("C", log: log)
        second.onDidAppear = { _ in navigation.pushViewController(third, animated: false) }
        _ = log.drain()

        navigation.pushViewController(second, animated: false)
        XCTAssertEqual(
            log.drain(),
            [
                "B.willMove(parent)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
                "C.willMove(parent)", "B.willDisappear", "C.willAppear", "B.didDisappear", "C.didAppear",
                "B.didMove(parent)", "C.didMove(parent)",
            ])
        XCTAssertTrue(third.isVisible)
        XCTAssertFalse(second.isVisible)
    }
}
