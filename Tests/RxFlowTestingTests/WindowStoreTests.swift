import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// The window a store runs its flow on: the flow's own when its root is a window (an app's
/// main flow), the test's when it passes one, made key either way; a window that cannot show
/// the flow fails the test at once.
@MainActor
struct WindowStoreTests {
    @Test func anAppFlowRunsOnItsOwnWindowFromLoginToLogout() async {
        // The test may hold the flow's window: the store holds it too, and reports only what
        // is in it.
        let window = Window()
        let store = FlowTestStore(
            flow: WindowAppFlow(window: window), stepper: OneStepper(withSingleStep: LoginStep.loginIsRequired))
        #expect(store.window === window && window.isKeyWindow)
        await store.receive(WindowAppFlow.self, LoginStep.loginIsRequired)
        store.assertHierarchy(
            """
            Window (key)
            - LoginViewController "Login" [visible]
            """)

        store.visibleScreen(as: LoginViewController.self)?.viewModel.logIn()
        await store.assertNavigations([
            FlowNavigation(WindowAppFlow.self, LoginStep.userIsLoggedIn),
            FlowNavigation(EndableWatchedFlow.self, DemoStep.moviesAreRequired),
        ])
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 4)
        await store.receive(EndableWatchedFlow.self, DemoStep.movieIsPicked(withId: 4))
        store.assertHierarchy(
            """
            Window (key)
            - TabBarController [visible]
              * NavigationController [visible]
                - WatchedViewController "Watched"
                - MovieDetailViewController "Movie 4" (top) [visible]
            """)

        // Back to the list, then log out: the child flow ends and hands its parent the step.
        store.visibleScreen(as: MovieDetailViewController.self)?.navigationController?.popViewController(
            animated: false)
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.logOut()
        await store.assertNavigations([
            FlowNavigation(EndableWatchedFlow.self, KitStep.watchedIsDone),
            FlowNavigation(WindowAppFlow.self, KitStep.watchedIsDone),
        ])
        #expect(store.visibleScreen(as: LoginViewController.self) != nil)
        await store.finish()
    }

    @Test func aScreenKeptAliveStillFailsFinish() async {
        let cycles = LeakyCycles()
        let line = #line + 6
        await withKnownIssue {
            let store = FlowTestStore(
                flow: WindowAppFlow(window: Window(), cycles: cycles),
                stepper: OneStepper(withSingleStep: LoginStep.leakIsRequired))
            await store.receive(WindowAppFlow.self, LoginStep.leakIsRequired)
            await store.finish(releaseTimeout: .milliseconds(50))
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message.contains("2 objects are still alive")
                && issue.message.contains("• LeakyViewController \"Leaky\"")
                && issue.message.contains("• LeakyViewModel")
                && !Self.aliveObjects(in: issue.message).contains("Window")
        }
        cycles.breakAll()
    }

    @Test func aScreenTheTestStillHoldsIsReportedAliveButNotTheWindow() async {
        await withKnownIssue {
            let store = FlowTestStore(
                flow: WindowAppFlow(window: Window()), stepper: OneStepper(withSingleStep: LoginStep.loginIsRequired))
            await store.receive(WindowAppFlow.self, LoginStep.loginIsRequired)
            let login = store.visibleScreen(as: LoginViewController.self)
            await store.finish(releaseTimeout: .milliseconds(50))
            withExtendedLifetime(login) {}
        } matching: { issue in
            issue.message.contains("2 objects are still alive")
                && issue.message.contains("• LoginViewController \"Login\"")
                && issue.message.contains("• LoginViewModel")
                && !Self.aliveObjects(in: issue.message).contains("Window")
        }
    }

    @Test func aScreenPutInTheWindowAfterTheLastNavigationIsCheckedToo() async {
        await withKnownIssue {
            let store = FlowTestStore(
                flow: WindowAppFlow(window: Window()), stepper: OneStepper(withSingleStep: LoginStep.userIsLoggedIn))
            await store.receive(WindowAppFlow.self, LoginStep.userIsLoggedIn)
            await store.receive(EndableWatchedFlow.self, DemoStep.moviesAreRequired)
            // The tab bar went in the window once the child flow was ready, after its navigation.
            let tabs = store.window.rootViewController
            await store.finish(releaseTimeout: .milliseconds(50))
            withExtendedLifetime(tabs) {}
        } matching: { issue in
            issue.message.contains("• TabBarController")
                && issue.message.contains("• WatchedViewController \"Watched\"")
        }
    }

    @Test func theFlowsWindowPassedAsWindowIsMadeKey() async {
        let window = Window()
        let store = FlowTestStore(
            flow: WindowAppFlow(window: window), stepper: OneStepper(withSingleStep: LoginStep.loginIsRequired),
            window: window)
        #expect(store.window === window && window.isKeyWindow)
        await store.receive(WindowAppFlow.self, LoginStep.loginIsRequired)
        #expect(store.visibleScreen(as: LoginViewController.self) != nil)
        await store.finish()
    }

    @Test func aWindowTheTestSetUpIsUsedAndMadeKey() async {
        let window = Window()
        let store: FlowTestStore
        do {
            let flow = WatchedFlow()
            window.rootViewController = flow.root as? ViewController
            store = FlowTestStore(
                flow: flow, stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired), window: window)
        }
        #expect(store.window === window && window.isKeyWindow)
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 1)
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
        #expect(store.visibleScreen(as: MovieDetailViewController.self)?.title == "Movie 1")
        await store.finish()
        #expect(window.rootViewController == nil)
    }

    @Test func aWindowWithoutARootGetsTheFlowsRoot() async {
        let window = Window()
        let store = FlowTestStore(
            flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired), window: window)
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        #expect(window.rootViewController is NavigationController)
        #expect(store.visibleScreen(as: WatchedViewController.self) != nil)
        await store.finish()
    }

    @Test func anotherWindowThanTheFlowsFailsAtOnceAndTheFlowRunsOnItsOwn() async {
        let flowWindow = Window()
        var store: FlowTestStore?
        // Not async: the store reports the problem while it is made, before any wait.
        withKnownIssue {
            store = FlowTestStore(
                flow: WindowAppFlow(window: flowWindow), stepper: OneStepper(withSingleStep: LoginStep.loginIsRequired),
                window: Window())
        } matching: { issue in
            issue.message.contains("The flow's root is a Window, not the one passed as window:")
                && issue.message.contains("leave window: out")
        }
        #expect(store?.window === flowWindow && flowWindow.isKeyWindow)
        await store?.receive(WindowAppFlow.self, LoginStep.loginIsRequired)
        await store?.finish()
    }

    @Test func aWindowThatDoesNotHoldTheFlowsRootFailsAtOnce() async {
        let window = Window()
        do {
            // Scoped: the store tracks the screens in its window, and a variable keeps this alive.
            let other = ViewController()
            other.title = "Other"
            window.rootViewController = other
        }
        var store: FlowTestStore?
        withKnownIssue {
            store = FlowTestStore(
                flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired), window: window)
        } matching: { issue in
            issue.message.contains(
                "The flow's root, NavigationController, is not in the window passed as window: (its root is ViewController \"Other\")"
            ) && issue.message.contains("window.rootViewController = flow.root")
        }
        await store?.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        await store?.finish()
    }

    @Test func aFlowWhoseRootIsInAnotherWindowFailsAtOnce() async {
        var store: FlowTestStore?
        do {
            let flow = WatchedFlow()
            let appWindow = Window()
            appWindow.rootViewController = flow.root as? ViewController
            withKnownIssue {
                store = FlowTestStore(flow: flow, stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
            } matching: { issue in
                issue.message.contains("The flow's root, NavigationController, is already in another window")
                    && issue.message.contains("pass that window as window:")
            }
        }
        await store?.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        await store?.finish()
    }

    @Test func aFlowAnotherStoreRunsFailsAtOnce() async {
        let first: FlowTestStore
        var second: FlowTestStore?
        do {
            let flow = WatchedFlow()
            first = FlowTestStore(flow: flow, stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
            withKnownIssue {
                second = FlowTestStore(flow: flow, stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
            } matching: { issue in
                issue.message.contains(
                    "The store could not start WatchedFlow: this flow instance is already being coordinated")
                    && issue.message.contains("Give each store a new flow.")
            }
        }
        await second?.finish()
        await first.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        await first.finish()
    }

    @Test func visibleScreenSaysWhenTheWindowIsNoLongerKey() async {
        let store = FlowTestStore(
            flow: WindowAppFlow(window: Window()), stepper: OneStepper(withSingleStep: LoginStep.loginIsRequired))
        await store.receive(WindowAppFlow.self, LoginStep.loginIsRequired)
        store.window.resignKey()
        withKnownIssue {
            _ = store.visibleScreen(as: LoginViewController.self)
        } matching: { issue in
            issue.message.contains("No screen is visible, so no LoginViewController: the window is not key")
                && issue.message.contains("Window (not key)")
        }
        store.window.makeKeyAndVisible()
        #expect(store.visibleScreen(as: LoginViewController.self) != nil)
        await store.finish()
    }

    @Test func bothColumnsOfASplitViewAreVisibleScreens() async {
        let store = FlowTestStore(flow: SplitFlow(), stepper: OneStepper(withSingleStep: KitStep.start))
        await store.receive(SplitFlow.self, KitStep.start)
        #expect(store.visibleScreen(as: WatchedViewController.self) != nil)
        #expect(store.visibleScreen(as: LoginViewController.self) != nil)
        await store.finish()
    }
}

extension WindowStoreTests {
    /// The objects a leak failure lists: the message before the store's log (whose lines name
    /// the flows, `WindowAppFlow` among them).
    nonisolated static func aliveObjects(in message: String) -> String {
        message.components(separatedBy: "RxFlow's log").first ?? message
    }
}
