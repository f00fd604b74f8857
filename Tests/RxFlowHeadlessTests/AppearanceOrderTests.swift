import RxFlowHeadless
import XCTest

@MainActor
final class AppearanceOrderTests: XCTestCase {
    private let log = EventLog()

    func testNothingAppearsBeforeTheWindowIsKey() async {
        let window = Window()
        let screen = RecordingViewController("A", log: log)
        window.rootViewController = screen
        XCTAssertEqual(log.drain(), [])
        XCTAssertFalse(screen.isVisible)

        window.makeKeyAndVisible()
        XCTAssertEqual(log.drain(), ["A.willAppear", "A.didAppear"])
        XCTAssertTrue(screen.isVisible)
    }

    func testAScreenOutsideAnyWindowNeverAppears() async {
        let navigation = NavigationController(rootViewController: RecordingViewController("A", log: log))
        navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
        navigation.present(RecordingViewController("C", log: log), animated: true)
        XCTAssertEqual(log.drain().filter { $0.contains("Appear") }, [])
        XCTAssertTrue(navigation.viewControllers.allSatisfy { !$0.isVisible })
    }

    func testParentsAppearBeforeTheirChildren() async {
        let window = Window()
        let navigation = RecordingNavigationController("Nav", log: log)
        navigation.setViewControllers([RecordingViewController("A", log: log)], animated: false)
        window.rootViewController = navigation
        _ = log.drain()

        window.makeKeyAndVisible()
        XCTAssertEqual(log.drain(), ["Nav.willAppear", "A.willAppear", "Nav.didAppear", "A.didAppear"])

        window.resignKey()
        XCTAssertEqual(log.drain(), ["Nav.willDisappear", "A.willDisappear", "Nav.didDisappear", "A.didDisappear"])
    }

    func testPushRunsWillBeforeDidOnBothScreens() async {
        let window = Window()
        let first = RecordingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = log.drain()

        navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
        XCTAssertEqual(
            log.drain(),
            [
                "B.willMove(parent)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
                "B.didMove(parent)",
            ])

        navigation.popViewController(animated: true)
        XCTAssertEqual(
            log.drain(),
            ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)"])
    }

    func testCallsStayBalancedWhenNothingChangesForAScreen() async {
        let window = Window()
        let root = RecordingViewController("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = log.drain()

        // Setting the same stack, selecting the same state again: no callbacks at all.
        navigation.setViewControllers([root], animated: false)
        window.makeKeyAndVisible()
        XCTAssertEqual(log.drain(), [])
    }

    func testEveryAppearanceIsBalancedOverALongSequence() async {
        let window = Window()
        let navigation = NavigationController(rootViewController: RecordingViewController("A", log: log))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
        navigation.present(RecordingViewController("M", log: log), animated: true)
        navigation.dismiss(animated: true)
        navigation.popViewController(animated: true)
        window.resignKey()
        window.makeKeyAndVisible()

        var appeared: [String: Bool] = [:]
        for event in log.drain() {
            let parts = event.split(separator: ".")
            let name = String(parts[0])
            switch parts[1] {
            case "didAppear":
                XCTAssertNotEqual(appeared[name], true, "\(name) appeared twice")
                appeared[name] = true
            case "didDisappear":
                XCTAssertEqual(appeared[name], true, "\(name) disappeared without appearing")
                appeared[name] = false
            default: break
            }
        }
        XCTAssertEqual(appeared, ["A": true, "B": false, "M": false])
    }

    func testAnimatedIsPassedToCallbacksAndRecorded() async {
        final class AnimatedProbe: ViewController {
            var received: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { received.append(animated) }
        }
        let window = Window()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        XCTAssertEqual(window.lastTransitionAnimated, false)

        let probe = AnimatedProbe()
        navigation.pushViewController(probe, animated: true)
        XCTAssertEqual(probe.received, [true])
        XCTAssertEqual(window.lastTransitionAnimated, true)
    }
}
