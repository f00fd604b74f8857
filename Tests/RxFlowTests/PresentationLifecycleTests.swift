import RxFlow
import Testing

/// A screen's lifecycle fed the callbacks UIKit sends, in UIKit's order, and what its
/// presentation state reports: visibility, and each dismissal (seen through `rxDismissed`).
@MainActor
private final class LifecycleProbe {
    let lifecycle = PresentationLifecycle()
    /// Visibility changes and dismissals, in order: "visible", "hidden", "dismissed".
    private(set) var events: [String] = []
    private var visibility: AnyCancellable?
    private var dismissal: AnyCancellable?
    private var isWatchingDismissal = false

    init() {
        visibility = lifecycle.state.rxVisible.dropFirst().sink { [unowned self] visible in
            events.append(visible ? "visible" : "hidden")
        }
    }

    var isVisible: Bool { lifecycle.state.isVisible }
    var dismissals: Int { events.filter { $0 == "dismissed" }.count }

    func viewDidAppear() { feed { $0.viewDidAppear() } }
    func viewDidDisappear(leaving: Bool) { feed { $0.viewDidDisappear(isLeavingHierarchy: leaving) } }
    func didMoveToParent(_ hasParent: Bool) { feed { $0.didMoveToParent(hasParent) } }
    func enteredHierarchy() { feed { $0.enteredHierarchy() } }
    func ancestorLeftHierarchy() { feed { $0.ancestorLeftHierarchy() } }

    /// `rxDismissed` emits once then finishes: subscribe again before each event, so that a
    /// second dismissal (which would be a bug in most cases) is counted too.
    private func feed(_ event: (PresentationLifecycle) -> Void) {
        if !isWatchingDismissal {
            isWatchingDismissal = true
            dismissal = lifecycle.state.rxDismissed.sink { [unowned self] in
                events.append("dismissed")
                isWatchingDismissal = false
            }
        }
        event(lifecycle)
    }
}

@MainActor
struct PresentationLifecycleTests {
    /// A screen on screen, as after `viewWillAppear`/`viewDidAppear`.
    private func shown() -> LifecycleProbe {
        let screen = LifecycleProbe()
        screen.viewDidAppear()
        return screen
    }

    @Test func aNewScreenIsHiddenAndNotDismissed() {
        let screen = LifecycleProbe()
        #expect(!screen.isVisible)
        #expect(screen.events == [])
    }

    @Test func pushShowsTheNewTopAndHidesTheOldOneWithoutDismissingIt() {
        let old = shown()
        let new = LifecycleProbe()
        // new.willMove(parent), old.willDisappear, new.willAppear, then:
        old.viewDidDisappear(leaving: false)
        new.viewDidAppear()
        new.didMoveToParent(true)
        #expect(!old.isVisible)
        #expect(new.isVisible)
        #expect(old.events == ["visible", "hidden"])
        #expect(new.events == ["visible"])
    }

    @Test func popHidesAndDismissesThePoppedScreenOnce() {
        let below = LifecycleProbe()
        below.viewDidAppear()
        below.viewDidDisappear(leaving: false)
        let top = shown()
        // top.willMove(nil), top.willDisappear, below.willAppear, then:
        top.viewDidDisappear(leaving: true)
        below.viewDidAppear()
        top.didMoveToParent(false)
        #expect(!top.isVisible)
        #expect(top.events == ["visible", "hidden", "dismissed"])
        #expect(below.isVisible)
        #expect(below.dismissals == 0)
    }

    @Test func poppingAScreenBelowTheTopOnlyMovesItToNoParent() {
        let middle = shown()
        middle.viewDidDisappear(leaving: false)  // covered by the top screen
        let top = shown()

        middle.didMoveToParent(false)  // popToViewController(root): the middle one gets no appearance callback
        top.viewDidDisappear(leaving: true)
        top.didMoveToParent(false)
        #expect(middle.events == ["visible", "hidden", "dismissed"])
        #expect(top.events == ["visible", "hidden", "dismissed"])
    }

    @Test func setViewControllersDismissesTheReplacedScreensOnceEach() {
        let neverShown = LifecycleProbe()
        neverShown.didMoveToParent(true)
        let covered = shown()
        covered.viewDidDisappear(leaving: false)
        let top = shown()
        let newcomer = LifecycleProbe()

        // [neverShown, covered, top] becomes [newcomer]: willMove calls, top.willDisappear,
        // newcomer.willAppear, top.viewDidDisappear, newcomer.viewDidAppear, then didMove calls.
        top.viewDidDisappear(leaving: true)
        newcomer.viewDidAppear()
        for screen in [neverShown, covered, top] { screen.didMoveToParent(false) }
        newcomer.didMoveToParent(true)

        #expect(neverShown.events == ["dismissed"])
        #expect(covered.events == ["visible", "hidden", "dismissed"])
        #expect(top.events == ["visible", "hidden", "dismissed"])
        #expect(newcomer.events == ["visible"])
    }

    @Test func aFullScreenModalHidesItsPresenterAndIsDismissedWithoutIt() {
        let presenter = shown()
        let modal = LifecycleProbe()

        presenter.viewDidDisappear(leaving: false)
        modal.viewDidAppear()
        #expect(!presenter.isVisible)
        #expect(modal.isVisible)

        modal.viewDidDisappear(leaving: true)
        presenter.viewDidAppear()
        #expect(presenter.events == ["visible", "hidden", "visible"])
        #expect(modal.events == ["visible", "hidden", "dismissed"])
    }

    @Test func aPageSheetLeavesItsPresenterVisible() {
        let presenter = shown()
        let sheet = LifecycleProbe()

        sheet.viewDidAppear()  // the presenter gets no callback at all
        #expect(presenter.isVisible)
        #expect(sheet.isVisible)

        sheet.viewDidDisappear(leaving: true)
        #expect(presenter.isVisible)
        #expect(presenter.events == ["visible"])
        #expect(sheet.events == ["visible", "hidden", "dismissed"])
    }

    @Test func screensInANavigationControllerOfADismissedModalAreDismissedOnceEach() {
        let presenter = shown()
        let navigation = LifecycleProbe()
        let bottom = LifecycleProbe()
        let top = LifecycleProbe()
        presenter.viewDidDisappear(leaving: false)
        navigation.viewDidAppear()
        bottom.viewDidAppear()
        bottom.viewDidDisappear(leaving: false)  // `top` was pushed over it
        top.viewDidAppear()

        // The navigation controller is dismissed: it and its top screen leave through it.
        navigation.viewDidDisappear(leaving: true)
        top.viewDidDisappear(leaving: true)
        presenter.viewDidAppear()
        // The platform layer then walks the whole dismissed subtree.
        for screen in [navigation, bottom, top] { screen.ancestorLeftHierarchy() }

        #expect(navigation.events == ["visible", "hidden", "dismissed"])
        #expect(bottom.events == ["visible", "hidden", "dismissed"])
        #expect(top.events == ["visible", "hidden", "dismissed"])
        #expect(presenter.isVisible)
        #expect(presenter.dismissals == 0)
    }

    @Test func everyTabOfADismissedTabBarControllerIsDismissedOnce() {
        let presenter = shown()
        let tabs = LifecycleProbe()
        let selected = LifecycleProbe()
        let other = LifecycleProbe()  // never selected: never appeared
        presenter.viewDidDisappear(leaving: false)
        tabs.viewDidAppear()
        selected.viewDidAppear()

        tabs.viewDidDisappear(leaving: true)
        selected.viewDidDisappear(leaving: true)
        presenter.viewDidAppear()
        other.ancestorLeftHierarchy()

        #expect(tabs.events == ["visible", "hidden", "dismissed"])
        #expect(selected.events == ["visible", "hidden", "dismissed"])
        #expect(other.events == ["dismissed"])
        #expect(!other.isVisible)
    }

    @Test func aCancelledInteractiveDismissalDismissesNothing() {
        let presenter = shown()
        let sheet = shown()
        // The user starts swiping the sheet down (sheet.viewWillDisappear), then lets go: UIKit
        // sends sheet.viewWillAppear and sheet.viewDidAppear, and no viewDidDisappear.
        sheet.viewDidAppear()
        #expect(sheet.isVisible)
        #expect(sheet.events == ["visible"])
        #expect(presenter.events == ["visible"])

        // Later, the real dismissal is reported once.
        sheet.viewDidDisappear(leaving: true)
        #expect(sheet.events == ["visible", "hidden", "dismissed"])
    }

    @Test func aScreenShownAgainIsDismissedAgain() {
        let screen = LifecycleProbe()
        for _ in 0..<2 {
            screen.viewDidAppear()  // pushed
            screen.didMoveToParent(true)
            screen.viewDidDisappear(leaving: true)  // popped
            screen.didMoveToParent(false)
        }
        #expect(screen.events == ["visible", "hidden", "dismissed", "visible", "hidden", "dismissed"])
        #expect(!screen.isVisible)
    }

    @Test func aScreenAddedToAParentAgainWithoutAppearingIsDismissedAgain() {
        let screen = LifecycleProbe()
        screen.didMoveToParent(true)
        screen.didMoveToParent(false)
        screen.didMoveToParent(false)  // the same removal, reported twice: still one dismissal
        #expect(screen.dismissals == 1)

        screen.didMoveToParent(true)
        screen.didMoveToParent(false)
        #expect(screen.dismissals == 2)
    }

    @Test func aHiddenScreenUnderAContainerPutBackInAHierarchyIsDismissedAgain() {
        let hidden = LifecycleProbe()
        hidden.ancestorLeftHierarchy()  // its container was removed
        hidden.ancestorLeftHierarchy()  // walked again: the same dismissal
        #expect(hidden.dismissals == 1)

        hidden.enteredHierarchy()  // its container was added to a parent again, or presented
        hidden.ancestorLeftHierarchy()
        #expect(hidden.events == ["dismissed", "dismissed"])
    }

    @Test func aScreenRemovedWhileStillVisibleIsHiddenBeforeItIsDismissed() {
        let screen = shown()
        screen.didMoveToParent(false)
        #expect(screen.events == ["visible", "hidden", "dismissed"])

        let other = shown()
        other.ancestorLeftHierarchy()
        #expect(other.events == ["visible", "hidden", "dismissed"])
    }

    @Test func disappearingWithoutLeavingNeverDismisses() {
        let screen = shown()
        screen.viewDidDisappear(leaving: false)
        screen.viewDidDisappear(leaving: false)
        screen.didMoveToParent(true)
        screen.enteredHierarchy()
        #expect(screen.events == ["visible", "hidden"])
    }
}
