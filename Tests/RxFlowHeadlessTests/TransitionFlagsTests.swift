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

    /// As in UIKit, where a screen in a dismissed navigation controller reads
    /// `navigationController?.isBeingDismissed`: only the presented screens are being dismissed,
    /// not the screens their containers hold. Those are still dismissed, as they leave with them.
    @Test func onlyThePresentedScreensOfADismissalAreBeingDismissed() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let bottom = RecordingViewController("bottom", log: log)
        let top = RecordingViewController("top", log: log)
        let navigation = NavigationController(rootViewController: bottom)
        navigation.pushViewController(top, animated: false)
        root.present(navigation, animated: false)
        let sheet = RecordingViewController("sheet", log: log)
        navigation.present(sheet, animated: false)
        let dismissals = [bottom, top, navigation, sheet].map { PublisherProbe($0.rxDismissed) }

        var seen: [String] = []
        // Unowned: the navigation controller holds `top`, which holds this closure.
        top.onWillDisappear = { [unowned navigation] in
            seen.append("top=\($0.isBeingDismissed) navigation=\(navigation.isBeingDismissed)")
        }
        sheet.onWillDisappear = { seen.append("sheet=\($0.isBeingDismissed)") }
        root.dismiss(animated: true)

        #expect(Set(seen) == ["top=false navigation=true", "sheet=true"])
        #expect(dismissals.map(\.values.count) == [1, 1, 1, 1])
        #expect(!navigation.isBeingDismissed && !sheet.isBeingDismissed)
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
