import RxFlowHeadless
import Testing

@MainActor
struct TransitionFlagsTests {
    private let log = EventLog()

    @Test func movingFlagsAreSetDuringTheTransitionOnly() {
        let window = Window()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        var seen: [String] = []
        let pushed = RecordingViewController("B", log: log)
        pushed.onDidAppear = { seen.append("appear moving=\($0.isMovingToParent)") }
        pushed.onWillDisappear = { seen.append("disappear moving=\($0.isMovingFromParent)") }
        navigation.pushViewController(pushed, animated: false)
        #expect(!pushed.isMovingToParent)
        navigation.popViewController(animated: false)
        #expect(!pushed.isMovingFromParent)
        #expect(seen == ["appear moving=true", "disappear moving=true"])
    }

    @Test func presentationFlagsAreSetDuringTheTransitionOnly() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()

        var seen: [String] = []
        let modal = RecordingViewController("M", log: log)
        modal.onDidAppear = { seen.append("presented=\($0.isBeingPresented)") }
        modal.onWillDisappear = { seen.append("dismissed=\($0.isBeingDismissed)") }
        root.present(modal, animated: true)
        #expect(!modal.isBeingPresented)
        root.dismiss(animated: true)
        #expect(!modal.isBeingDismissed)
        #expect(seen == ["presented=true", "dismissed=true"])
    }

    @Test func completionRunsAfterTheTransition() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let modal = ViewController()

        var visibleInCompletion: Bool?
        root.present(modal, animated: true) { visibleInCompletion = modal.isVisible }
        #expect(visibleInCompletion == true)

        var dismissedState: (Bool, Bool)?
        modal.dismiss(animated: true) { dismissedState = (modal.isVisible, root.isVisible) }
        #expect(dismissedState?.0 == false)
        #expect(dismissedState?.1 == true)
    }

    @Test func aChangeMadeFromAnAppearanceCallbackIsAppliedAfterIt() {
        let window = Window()
        let navigation = NavigationController(rootViewController: RecordingViewController("A", log: log))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let second = RecordingViewController("B", log: log)
        let third = RecordingViewController("C", log: log)
        // Unowned: the navigation controller holds `second`, which holds this closure.
        second.onDidAppear = { [unowned navigation, unowned third] _ in
            navigation.pushViewController(third, animated: false)
        }
        log.drain()

        navigation.pushViewController(second, animated: false)
        #expect(
            log.drain() == [
                "B.willMove(parent)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
                "C.willMove(parent)", "B.willDisappear", "C.willAppear", "B.didDisappear", "C.didAppear",
                "B.didMove(parent)", "C.didMove(parent)",
            ])
        #expect(third.isVisible)
        #expect(!second.isVisible)
    }
}
