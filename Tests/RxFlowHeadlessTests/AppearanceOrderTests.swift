import RxFlowHeadless
import Testing

@MainActor
struct AppearanceOrderTests {
    private let log = EventLog()

    @Test func nothingAppearsBeforeTheWindowIsKey() {
        let window = Window()
        let screen = RecordingViewController("A", log: log)
        window.rootViewController = screen
        #expect(log.drain() == [])
        #expect(!screen.isVisible)

        window.makeKeyAndVisible()
        #expect(log.drain() == ["A.willAppear", "A.didAppear"])
        #expect(screen.isVisible)
    }

    @Test func aScreenOutsideAnyWindowNeverAppears() {
        let navigation = NavigationController(rootViewController: RecordingViewController("A", log: log))
        navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
        navigation.present(RecordingViewController("C", log: log), animated: true)
        #expect(log.drain().filter { $0.contains("Appear") } == [])
        #expect(navigation.viewControllers.allSatisfy { !$0.isVisible })
    }

    @Test func parentsAppearBeforeTheirChildren() {
        let window = Window()
        let navigation = RecordingNavigationController("Nav", log: log)
        navigation.setViewControllers([RecordingViewController("A", log: log)], animated: false)
        window.rootViewController = navigation
        log.drain()

        window.makeKeyAndVisible()
        #expect(log.drain() == ["Nav.willAppear", "A.willAppear", "Nav.didAppear", "A.didAppear"])

        window.resignKey()
        #expect(log.drain() == ["Nav.willDisappear", "A.willDisappear", "Nav.didDisappear", "A.didDisappear"])
    }

    @Test func pushRunsWillBeforeDidOnBothScreens() {
        let window = Window()
        let first = RecordingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.drain()

        navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
        #expect(
            log.drain() == [
                "B.willMove(parent)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
                "B.didMove(parent)",
            ])

        navigation.popViewController(animated: true)
        #expect(
            log.drain() == [
                "B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear", "B.didMove(nil)",
            ])
    }

    @Test func callsStayBalancedWhenNothingChangesForAScreen() {
        let window = Window()
        let root = RecordingViewController("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.drain()

        // Setting the same stack, selecting the same state again: no callbacks at all.
        navigation.setViewControllers([root], animated: false)
        window.makeKeyAndVisible()
        #expect(log.drain() == [])
    }

    @Test func everyAppearanceIsBalancedOverALongSequence() {
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
                #expect(appeared[name] != true, "\(name) appeared twice")
                appeared[name] = true
            case "didDisappear":
                #expect(appeared[name] == true, "\(name) disappeared without appearing")
                appeared[name] = false
            default: break
            }
        }
        #expect(appeared == ["A": true, "B": false, "M": false])
    }

    @Test func animatedIsPassedToCallbacksAndRecorded() {
        final class AnimatedProbe: ViewController {
            var received: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { received.append(animated) }
        }
        let window = Window()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(window.lastTransitionAnimated == false)

        let probe = AnimatedProbe()
        navigation.pushViewController(probe, animated: true)
        #expect(probe.received == [true])
        #expect(window.lastTransitionAnimated == true)
    }
}
