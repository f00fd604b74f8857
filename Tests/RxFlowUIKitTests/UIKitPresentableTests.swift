#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import RxFlowUIKit
    import Testing
    import UIKit

    /// The cases of `UIKitEventSequenceTests` (RxFlowTests), with real UIKit in a window:
    /// what `rxVisible`, `rxDismissed` and `presentationState` report. Transitions are not
    /// animated, and each test waits for UIKit's callbacks, which may come a run loop turn later.
    @MainActor
    @Suite(.serialized, .timeLimit(.minutes(10)))
    struct UIKitPresentableTests {
        @Test func aScreenAlreadyOnScreenStartsVisible() async {
            let screen = UIViewController()
            let window = makeWindow(showing: screen)
            await waitUntil { screen.viewIfLoaded?.window != nil }
            var first: Bool?
            let watcher = screen.rxVisible.first().sink { first = $0 }
            #expect(first == true)
            #expect(screen.presentationState === screen.presentationState)
            watcher.cancel()
            window.isHidden = true
        }

        @Test func pushHidesTheCoveredScreenAndPopDismissesThePoppedOneOnce() async {
            let root = RecordingScreen()
            let pushed = RecordingScreen()
            root.record()
            pushed.record()
            let navigation = UINavigationController(rootViewController: root)
            let window = makeWindow(showing: navigation)
            await waitUntil { root.isVisible }

            navigation.pushViewController(pushed, animated: false)
            await waitUntil { pushed.isVisible && !root.isVisible }
            #expect(root.events == ["visible", "hidden"])
            #expect(pushed.events == ["visible"])

            navigation.popViewController(animated: false)
            await waitUntil { pushed.dismissals == 1 && root.isVisible }
            #expect(pushed.events == ["visible", "hidden", "dismissed"])
            #expect(root.events == ["visible", "hidden", "visible"])
            window.isHidden = true
        }

        @Test func popToRootDismissesTheHiddenMiddleScreenToo() async {
            let root = RecordingScreen()
            let middle = RecordingScreen()
            let top = RecordingScreen()
            for screen in [root, middle, top] { screen.record() }
            let navigation = UINavigationController(rootViewController: root)
            let window = makeWindow(showing: navigation)
            navigation.setViewControllers([root, middle, top], animated: false)
            await waitUntil { top.isVisible }

            navigation.popToRootViewController(animated: false)
            await waitUntil { middle.dismissals == 1 && top.dismissals == 1 && root.isVisible }
            #expect(middle.events == ["dismissed"])
            #expect(top.events == ["visible", "hidden", "dismissed"])
            window.isHidden = true
        }

        @Test func setViewControllersDismissesEveryReplacedScreenOnce() async {
            let hidden = RecordingScreen()
            let top = RecordingScreen()
            let newcomer = RecordingScreen()
            for screen in [hidden, top, newcomer] { screen.record() }
            let navigation = UINavigationController()
            navigation.setViewControllers([hidden, top], animated: false)
            let window = makeWindow(showing: navigation)
            await waitUntil { top.isVisible }

            navigation.setViewControllers([newcomer], animated: false)
            await waitUntil { newcomer.isVisible && hidden.dismissals == 1 && top.dismissals == 1 }
            #expect(hidden.events == ["dismissed"])
            #expect(top.events == ["visible", "hidden", "dismissed"])
            #expect(newcomer.events == ["visible"])
            window.isHidden = true
        }

        @Test func aFullScreenModalHidesItsPresenterUntilItIsDismissed() async {
            let presenter = RecordingScreen()
            let modal = RecordingScreen()
            presenter.record()
            modal.record()
            modal.modalPresentationStyle = .fullScreen
            let window = makeWindow(showing: presenter)
            await waitUntil { presenter.isVisible }

            await presenter.presentAndWait(modal)
            await waitUntil { modal.isVisible && !presenter.isVisible }
            #expect(!presenter.isVisible)

            await presenter.dismissAndWait()
            await waitUntil { modal.dismissals == 1 && presenter.isVisible }
            #expect(modal.events == ["visible", "hidden", "dismissed"])
            #expect(presenter.events == ["visible", "hidden", "visible"])
            window.isHidden = true
        }

        @Test func aPageSheetLeavesItsPresenterVisible() async {
            let presenter = RecordingScreen()
            let sheet = RecordingScreen()
            presenter.record()
            sheet.record()
            sheet.modalPresentationStyle = .pageSheet
            let window = makeWindow(showing: presenter)
            await waitUntil { presenter.isVisible }

            await presenter.presentAndWait(sheet)
            await waitUntil { sheet.isVisible }
            await presenter.dismissAndWait()
            await waitUntil { sheet.dismissals == 1 }
            #expect(sheet.events == ["visible", "hidden", "dismissed"])
            #expect(presenter.events == ["visible"])
            window.isHidden = true
        }

        @Test func everyScreenOfADismissedModalNavigationControllerIsDismissedOnce() async {
            let presenter = RecordingScreen()
            let bottom = RecordingScreen()
            let top = RecordingScreen()
            for screen in [presenter, bottom, top] { screen.record() }
            let navigation = UINavigationController()
            navigation.setViewControllers([bottom, top], animated: false)
            navigation.modalPresentationStyle = .fullScreen
            let window = makeWindow(showing: presenter)
            await waitUntil { presenter.isVisible }

            await presenter.presentAndWait(navigation)
            await waitUntil { top.isVisible }
            await presenter.dismissAndWait()
            await waitUntil { bottom.dismissals == 1 && top.dismissals == 1 && presenter.isVisible }
            #expect(bottom.events == ["dismissed"])
            #expect(top.events == ["visible", "hidden", "dismissed"])
            #expect(presenter.dismissals == 0)
            window.isHidden = true
        }

        @Test func everyTabOfADismissedTabBarControllerIsDismissedOnce() async {
            let presenter = RecordingScreen()
            let selected = RecordingScreen()
            let other = RecordingScreen()
            for screen in [presenter, selected, other] { screen.record() }
            let tabs = UITabBarController()
            tabs.setViewControllers([UINavigationController(rootViewController: selected), other], animated: false)
            tabs.modalPresentationStyle = .fullScreen
            let window = makeWindow(showing: presenter)
            await waitUntil { presenter.isVisible }

            await presenter.presentAndWait(tabs)
            await waitUntil { selected.isVisible }
            await presenter.dismissAndWait()
            await waitUntil { selected.dismissals == 1 && other.dismissals == 1 }
            #expect(selected.events == ["visible", "hidden", "dismissed"])
            #expect(other.events == ["dismissed"])
            window.isHidden = true
        }

        /// UIKit's interactive dismissal needs a finger; a custom container's documented
        /// appearance calls produce the same callbacks: will disappear, will appear, did appear.
        @Test func aCancelledDisappearanceDismissesNothing() async {
            let container = UIViewController()
            let child = RecordingScreen()
            child.record()
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            let window = makeWindow(showing: container)
            await waitUntil { child.isVisible }

            child.beginAppearanceTransition(false, animated: false)
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            #expect(child.events == ["visible"])
            #expect(child.isVisible)
            window.isHidden = true
        }

        @Test func aWindowIsVisibleOnceKeyAndNeverDismissed() async {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let state = window.presentationState
            #expect(state?.isVisible == false)  // asked before it is key
            var dismissals = 0
            let watcher = window.rxDismissed.sink { dismissals += 1 }

            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            await waitUntil { window.isKeyWindow }
            // Not hard-coded: a test process without an app may not make the window key; if
            // it is key, the notification made it visible.
            #expect(state?.isVisible == window.isKeyWindow)
            window.isHidden = true
            #expect(dismissals == 0)
            watcher.cancel()
        }

        @Test func aWindowBecomingKeyLaterTurnsVisible() {
            let window = UIWindow(frame: .zero)  // never shown: not key
            var values: [Bool] = []
            let watcher = window.rxVisible.sink { values.append($0) }
            // What UIKit posts when a window becomes key: another window's changes nothing.
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: UIWindow(frame: .zero))
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: window)
            #expect(values == [false, true])
            watcher.cancel()
        }
    }
#endif
