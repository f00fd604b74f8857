import Logging
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// Rules of UIKit's documentation that a test passing headless relies on to mean the same on
/// a device, checked where the other suites do not.
@MainActor
struct UIKitFidelityTests {
    /// `UITabBarController.viewControllers`: the previous selection is kept if still a tab;
    /// otherwise the tab at the same index is selected, or the first if that index is gone.
    @Test func replacingTabsSelectsTheTabAtTheSameIndexWhenTheSelectedOneLeaves() {
        let window = Window()
        let log = EventLog()
        let tabs = TabBarController()
        let first = RecordingViewController("First", log: log)
        let second = RecordingViewController("Second", log: log)
        let third = RecordingViewController("Third", log: log)
        tabs.setViewControllers([first, second], animated: false)
        tabs.selectedIndex = 1
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        log.drain()

        tabs.setViewControllers([first, third], animated: false)
        #expect(tabs.selectedViewController === third)
        #expect(tabs.selectedIndex == 1)
        #expect(third.isVisible && !first.isVisible)
        #expect(
            log.drain() == [
                "Second.willMove(nil)", "Third.willMove(parent)", "Second.willDisappear", "Third.willAppear",
                "Second.didDisappear", "Third.didAppear", "Second.didMove(nil)", "Third.didMove(parent)",
            ])

        tabs.setViewControllers([second], animated: false)
        #expect(tabs.selectedViewController === second)
        #expect(tabs.selectedIndex == 0)
    }

    /// `dismiss(animated:completion:)` on a screen in the middle of a chain dismisses what it
    /// presents (and everything above) and leaves it presented; only screens that were on
    /// screen get callbacks.
    @Test func dismissingFromTheMiddleOfAFullScreenChainKeepsTheMiddle() {
        let log = EventLog()
        let (window, root, middle, top) = fullScreenChain(log: log)
        let dismissals = [root, middle, top].map(DismissalCounter.init)

        middle.dismiss(animated: false)
        expectPresentationTransition(log.drain(), leaving: "Top", arriving: "Middle")
        #expect(dismissals.map(\.count) == [0, 0, 1])
        #expect(root.presentedViewController === middle && middle.presentedViewController == nil)
        #expect(middle.isVisible && !root.isVisible)
        _ = window
    }

    /// Dismissing a chain from its bottom: the covered middle screen, already off screen, gets
    /// no callbacks; the top disappears and the presenter appears.
    @Test func dismissingAFullScreenChainFromItsBottomSkipsTheCoveredMiddle() {
        let log = EventLog()
        let (window, root, middle, top) = fullScreenChain(log: log)
        let dismissals = [middle, top].map(DismissalCounter.init)

        var completions = 0
        root.dismiss(animated: true) { completions += 1 }
        expectPresentationTransition(log.drain(), leaving: "Top", arriving: "Root")
        #expect(dismissals.map(\.count) == [1, 1])
        #expect(completions == 1)
        #expect(root.presentedViewController == nil && root.isVisible)
        _ = window
    }

    /// Page sheets leave what is under them on screen: presenting and dismissing one over
    /// another gives the screens underneath no callback at all.
    @Test func stackedPageSheetsNeverHideWhatIsUnderThem() {
        let log = EventLog()
        let (window, root) = keyWindow(log: log)
        let sheet = RecordingViewController("Sheet", log: log)
        let second = RecordingViewController("Second", log: log)
        second.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        sheet.present(second, animated: true)
        #expect(log.drain() == ["Sheet.willAppear", "Sheet.didAppear", "Second.willAppear", "Second.didAppear"])
        #expect(root.isVisible && sheet.isVisible && second.isVisible)

        sheet.dismiss(animated: true)
        #expect(log.drain() == ["Second.willDisappear", "Second.didDisappear"])
        root.dismiss(animated: true)
        #expect(log.drain() == ["Sheet.willDisappear", "Sheet.didDisappear"])
        #expect(root.isVisible)
        _ = window
    }

    /// A stack in a tab that is not selected is off screen: pushing and popping there moves
    /// screens in and out (`willMove`/`didMove`) without appearance callbacks; selecting the
    /// tab shows its top only.
    @Test func aHiddenTabsStackChangesWithoutAppearanceCallbacks() {
        let log = EventLog()
        let window = Window()
        let shown = RecordingViewController("Shown", log: log)
        let hiddenRoot = RecordingViewController("HiddenRoot", log: log)
        let hiddenStack = NavigationController(rootViewController: hiddenRoot)
        let tabs = TabBarController()
        tabs.viewControllers = [shown, hiddenStack]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        log.drain()

        let pushed = RecordingViewController("Pushed", log: log)
        hiddenStack.pushViewController(pushed, animated: true)
        #expect(log.drain() == ["Pushed.willMove(parent)", "Pushed.didMove(parent)"])
        #expect(!pushed.isVisible && !pushed.isViewLoaded)

        tabs.selectedIndex = 1
        #expect(log.drain() == ["Shown.willDisappear", "Pushed.willAppear", "Shown.didDisappear", "Pushed.didAppear"])
        #expect(!hiddenRoot.isViewLoaded)
    }

    /// A pop under a full-screen presentation: the popped screen was off screen, so it gets
    /// no appearance callback, yet it leaves (`didMove(toParent: nil)`) and is dismissed;
    /// the new top appears when the cover is dismissed.
    @Test func poppingUnderAFullScreenPresentationDismissesWithoutCallbacks() {
        let log = EventLog()
        let window = Window()
        let bottom = RecordingViewController("Bottom", log: log)
        let top = RecordingViewController("Top", log: log)
        let stack = NavigationController(rootViewController: bottom)
        stack.pushViewController(top, animated: false)
        window.rootViewController = stack
        window.makeKeyAndVisible()
        let cover = RecordingViewController("Cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        stack.present(cover, animated: true)
        log.drain()
        let dismissals = DismissalCounter(top)

        stack.popViewController(animated: true)
        #expect(log.drain() == ["Top.willMove(nil)", "Top.didMove(nil)"])
        #expect(dismissals.count == 1)

        stack.dismiss(animated: true)
        expectPresentationTransition(log.drain(), leaving: "Cover", arriving: "Bottom")
        _ = window
    }

    /// An alert's action handler runs once, after the alert is gone; a second tap on the same
    /// (now dismissed) alert is refused.
    @Test func anAlertsHandlerRunsOnceAfterTheAlertIsGone() {
        let log = EventLog()
        let (window, root) = keyWindow(log: log)
        let alert = AlertController(title: "Delete?", message: nil)
        var runs: [Bool] = []
        let delete = AlertAction(title: "Delete", style: .destructive) { _ in
            runs.append(root.presentedViewController == nil && root.isVisible)
        }
        alert.addAction(delete)
        root.present(alert, animated: true)
        #expect(alert.isVisible && root.isVisible)

        #expect(alert.tap(delete))
        let logs = LogCapture()
        #expect(!withLogger(logs.logger) { _ in alert.tap(delete) })
        #expect(logs.messages(at: .error) == alert.warnings.map(\.message))
        #expect(runs == [true])
        #expect(alert.warnings.map(\.kind) == [.unsupported])
        _ = window
    }

    /// `render()` is a function of the hierarchy alone: two windows built alike print the same
    /// text, and printing does not change it.
    @Test func renderIsDeterministic() {
        func build() -> Window {
            let window = Window()
            let tabs = TabBarController()
            let stack = NavigationController(rootViewController: ViewController())
            stack.viewControllers[0].title = "List"
            let split = SplitViewController()
            split.viewControllers = [ViewController(), ViewController()]
            tabs.viewControllers = [stack, split]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let sheet = ViewController()
            sheet.title = "Sheet"
            tabs.present(sheet, animated: false)
            return window
        }
        let one = build()
        let two = build()
        #expect(one.render() == two.render())
        #expect(one.render() == one.render())
    }

    /// Collapsed, `showDetailViewController` pushes the detail on the primary's stack, each
    /// time: a detail the user popped (Back) and the app kept is pushed again when shown again.
    @Test func aCollapsedSplitShowsAPoppedDetailAgain() {
        let window = Window()
        let list = ViewController()
        let primary = NavigationController(rootViewController: list)
        let split = SplitViewController()
        split.viewControllers = [primary]
        split.isCollapsed = true
        window.rootViewController = split
        window.makeKeyAndVisible()
        let detail = ViewController()
        split.showDetailViewController(detail, sender: nil)
        primary.popViewController(animated: true)  // the back button
        #expect(list.isVisible && !detail.isVisible)

        split.showDetailViewController(detail, sender: nil)
        expectSameScreens(primary.viewControllers, [list, detail])
        #expect(detail.isVisible)
        split.isCollapsed = false
        expectSameScreens(split.viewControllers, [primary, detail])
        #expect(detail.isVisible && list.isVisible)
    }

    /// An ignored call changes nothing: columns refused while collapsed leave the primary's
    /// stack as it was, screens pushed above the detail included.
    @Test func columnsRefusedWhileCollapsedLeaveTheStackAlone() {
        let logs = LogCapture()
        let window = Window(logger: logs.logger)
        let list = ViewController()
        let primary = NavigationController(rootViewController: list)
        let detail = ViewController()
        let split = SplitViewController()
        split.viewControllers = [primary, detail]
        split.isCollapsed = true
        window.rootViewController = split
        window.makeKeyAndVisible()
        let above = ViewController()
        primary.pushViewController(above, animated: true)
        let dismissals = DismissalCounter(above)

        split.viewControllers = [primary, primary]
        #expect(split.warnings.map(\.kind) == [.duplicateViewController])
        #expect(logs.messages(at: .error) == split.warnings.map(\.message))
        expectSameScreens(primary.viewControllers, [list, detail, above])
        #expect(dismissals.count == 0)
        #expect(above.isVisible)
        _ = window
    }

    /// A full-screen presentation's or dismissal's callbacks: both `will…` first, then both
    /// `did…`, in an order this layer does not promise to match (UIKit runs the arriving
    /// screen's `viewDidAppear` first there, this layer the leaving one's `viewDidDisappear`).
    private func expectPresentationTransition(
        _ events: [String], leaving: String, arriving: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            Array(events.prefix(2)) == ["\(leaving).willDisappear", "\(arriving).willAppear"],
            sourceLocation: sourceLocation)
        #expect(
            Set(events.dropFirst(2)) == ["\(leaving).didDisappear", "\(arriving).didAppear"] && events.count == 4,
            "\(events)", sourceLocation: sourceLocation)
    }

    /// A key window's root presenting "Middle" full screen, which presents "Top" full screen.
    private func fullScreenChain(
        log: EventLog
    ) -> (Window, RecordingViewController, RecordingViewController, RecordingViewController) {
        let (window, root) = keyWindow(log: log)
        let middle = RecordingViewController("Middle", log: log)
        let top = RecordingViewController("Top", log: log)
        middle.modalPresentationStyle = .fullScreen
        top.modalPresentationStyle = .fullScreen
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        log.drain()
        return (window, root, middle, top)
    }

    private func keyWindow(log: EventLog) -> (Window, RecordingViewController) {
        let window = Window()
        let root = RecordingViewController("Root", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.drain()
        return (window, root)
    }
}
