import Dispatch
import Foundation
import RxFlow
import RxFlowHeadless
import Testing

@Suite(.timeLimit(.minutes(10)))
@MainActor
struct MemoryTests {
    @Test func poppedScreensAreReleased() {
        let window = Window()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        weak var popped: ViewController?
        weak var poppedToRoot: ViewController?
        do {
            let screen = ViewController()
            popped = screen
            navigation.pushViewController(screen, animated: true)
            let probe = PublisherProbe(screen.rxVisible)
            #expect(probe.values == [true])
        }
        navigation.popViewController(animated: true)
        #expect(popped == nil)

        do {
            let screen = ViewController()
            poppedToRoot = screen
            navigation.pushViewController(screen, animated: true)
            navigation.pushViewController(ViewController(), animated: true)
        }
        navigation.popToRootViewController(animated: true)
        #expect(poppedToRoot == nil)
    }

    @Test func replacedScreensAreReleased() {
        let window = Window()
        let tabs = TabBarController()
        weak var replacedTab: ViewController?
        weak var replacedInStack: ViewController?
        weak var replacedDetail: ViewController?
        let navigation = NavigationController()
        let split = SplitViewController()
        do {
            let tab = ViewController()
            replacedTab = tab
            tabs.setViewControllers([tab, navigation, split], animated: false)
            let screen = ViewController()
            replacedInStack = screen
            navigation.setViewControllers([screen], animated: false)
            let detail = ViewController()
            replacedDetail = detail
            split.viewControllers = [ViewController(), detail]
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        tabs.setViewControllers([navigation, split], animated: false)
        navigation.setViewControllers([ViewController()], animated: false)
        split.showDetailViewController(ViewController(), sender: nil)
        #expect(replacedTab == nil)
        #expect(replacedInStack == nil)
        #expect(replacedDetail == nil)
    }

    @Test func dismissedScreensAreReleased() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        weak var presented: NavigationController?
        weak var inside: ViewController?
        weak var above: ViewController?
        do {
            let screen = ViewController()
            inside = screen
            let navigation = NavigationController(rootViewController: screen)
            presented = navigation
            root.present(navigation, animated: true)
            let top = ViewController()
            above = top
            top.modalPresentationStyle = .fullScreen
            screen.present(top, animated: true)
            // Subscriptions to the screens must not keep them alive.
            let dismissedProbe = PublisherProbe(top.rxDismissed)
            let visibleProbe = PublisherProbe(navigation.rxVisible)
            #expect(dismissedProbe.values.isEmpty)
            #expect(visibleProbe.values == [false])  // covered by `top`, presented full screen
        }
        #expect(presented != nil)
        root.dismiss(animated: true)
        #expect(presented == nil)
        #expect(inside == nil)
        #expect(above == nil)
    }

    @Test func removedChildrenAndOldWindowRootsAreReleased() {
        let window = Window()
        let container = ViewController()
        weak var child: ViewController?
        weak var oldRoot: ViewController?
        do {
            let screen = ViewController()
            child = screen
            container.addChild(screen)
            let root = ViewController()
            oldRoot = root
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        child?.removeFromParent()
        #expect(child == nil)
        window.rootViewController = container
        #expect(oldRoot == nil)
    }

    @Test func noLinkKeepsAParentAPresenterOrAWindowAlive() {
        weak var window: Window?
        weak var navigation: NavigationController?
        weak var presenter: ViewController?
        let child = ViewController()
        let modal = ViewController()
        do {
            let strongWindow = Window()
            window = strongWindow
            let strongNavigation = NavigationController(rootViewController: child)
            navigation = strongNavigation
            let strongPresenter = ViewController()
            presenter = strongPresenter
            strongWindow.rootViewController = strongPresenter
            strongWindow.makeKeyAndVisible()
            strongPresenter.present(modal, animated: false)
            #expect(modal.isVisible)
        }
        #expect(window == nil)
        #expect(navigation == nil)
        #expect(presenter == nil)
        #expect(child.parent == nil)
        #expect(modal.presentingViewController == nil)
        #expect(!modal.isVisible, "a released window takes its screens off screen")
    }

    /// Defect 7: a window whose last reference went on another thread stopped the program (its
    /// `deinit` assumed the main actor). Its screens now disappear on the main queue.
    @Test func aWindowReleasedOffTheMainQueueTakesItsScreensOffScreenOnTheMainQueue() async {
        let log = EventLog()
        let screen = RecordingViewController("A", log: log)
        let holder = WindowHolder()
        do {
            let window = Window()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            holder.keep(window)
        }
        #expect(screen.isVisible)
        log.drain()

        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                holder.release()  // the last reference to the window goes here
                continuation.resume()
            }
        }
        await mainQueueDrained()
        #expect(holder.isEmpty)
        #expect(screen.window == nil)
        #expect(!screen.isVisible)
        #expect(log.drain() == ["A.willDisappear", "A.didDisappear"])
    }
}

/// Holds a window so that another thread can let go of it.
private final class WindowHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var window: Window?

    var isEmpty: Bool { lock.withLock { window == nil } }
    func keep(_ window: Window) { lock.withLock { self.window = window } }
    func release() { lock.withLock { window = nil } }
}

/// Returns once everything queued on the main queue before the call has run.
private func mainQueueDrained() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
