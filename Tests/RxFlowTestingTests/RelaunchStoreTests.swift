import RxFlow
import RxFlowHeadless
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// `assertRelaunchRestores`: a snapshot of the running tree, the tree ended, a new one
/// restored from the snapshot and compared with it, and the store driving the new one.
@MainActor
struct RelaunchStoreTests {
    private let restoration = NavigationRestoration(steps: DemoStep.self, LoginStep.self, KitStep.self)

    private func watchedStore(restoration: NavigationRestoration?) -> FlowTestStore {
        FlowTestStore(
            flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired),
            restoration: restoration)
    }

    /// A store on a `WatchedFlow` showing movie 1's detail.
    private func storeOnMovieOne(restoration: NavigationRestoration?) async -> FlowTestStore {
        let store = watchedStore(restoration: restoration)
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 1)
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
        return store
    }

    @Test func aRelaunchComesBackToTheSameScreenAndTheTestGoesOnThere() async {
        let store = await storeOnMovieOne(restoration: restoration)
        let before = store.visibleScreen(as: MovieDetailViewController.self).map(ObjectIdentifier.init)

        let report = await store.assertRelaunchRestores(stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        {
            WatchedFlow()
        }
        #expect(report?.navigationsReplayed == 2 && report?.isComplete == true)
        // New screens, made by the new flow, in the same places.
        #expect(store.visibleScreen(as: MovieDetailViewController.self).map(ObjectIdentifier.init) != before)
        store.assertHierarchy(
            """
            Window (key)
            - NavigationController [visible]
              - WatchedViewController "Watched"
              - MovieDetailViewController "Movie 1" (top) [visible]
            """)
        // The replay is not asserted step by step; what the restored tree does next is.
        store.visibleScreen(as: MovieDetailViewController.self)?.viewModel.pick(castId: 2)
        await store.receive(WatchedFlow.self, DemoStep.castIsPicked(withId: 2))
        await store.finish()
    }

    @Test func anAppFlowComesBackOnItsNewWindowWithItsChildFlow() async {
        let store = FlowTestStore(
            flow: WindowAppFlow(window: Window()), stepper: OneStepper(withSingleStep: LoginStep.loginIsRequired),
            restoration: restoration)
        await store.receive(WindowAppFlow.self, LoginStep.loginIsRequired)
        store.visibleScreen(as: LoginViewController.self)?.viewModel.logIn()
        await store.assertNavigations([
            FlowNavigation(WindowAppFlow.self, LoginStep.userIsLoggedIn),
            FlowNavigation(EndableWatchedFlow.self, DemoStep.moviesAreRequired),
        ])
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 4)
        await store.receive(EndableWatchedFlow.self, DemoStep.movieIsPicked(withId: 4))
        let firstWindow = store.window

        let report = await store.assertRelaunchRestores { WindowAppFlow(window: Window()) }
        #expect(report?.isComplete == true)
        #expect(store.window !== firstWindow && store.window.isKeyWindow)

        // The restored child flow ends on a logout, and its parent shows the login again.
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

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFlowOnAStackComesBackOnANewStack() async {
        let store = FlowTestStore(
            flow: PagesFlow(), stepper: OneStepper(withSingleStep: PageStep.pageIsRequired(1)),
            restoration: NavigationRestoration(steps: PageStep.self))
        await store.receive(PagesFlow.self, PageStep.pageIsRequired(1))
        store.deepLink(PageStep.pageIsRequired(2))
        await store.receive(PagesFlow.self, PageStep.pageIsRequired(2))
        weak let firstStack = store.stack

        await store.assertRelaunchRestores { PagesFlow() }
        #expect(firstStack == nil && store.stack?.isShown == true)
        #expect(store.visibleRoute(as: PageRoute.self)?.value == .page(2))
        await store.finish()
    }

    // MARK: - Failures

    @Test func aStoreWithoutRestorationSaysHowToEnableIt() async {
        let store = await storeOnMovieOne(restoration: nil)
        let line = #line + 2
        await withKnownIssue {
            await store.assertRelaunchRestores { WatchedFlow() }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message.contains("The store cannot take a snapshot of its tree")
                && issue.message.contains("restoration: NavigationRestoration(steps: YourStep.self)")
        }
        // Nothing was ended: the first tree goes on.
        #expect(store.visibleScreen(as: MovieDetailViewController.self) != nil)
        await store.finish()
    }

    @Test func aRelaunchAfterFinishSaysThereIsNothingToRelaunch() async {
        let store = await storeOnMovieOne(restoration: restoration)
        await store.finish()
        await withKnownIssue {
            let report = await store.assertRelaunchRestores { WatchedFlow() }
            #expect(report == nil)
        } matching: { issue in
            issue.message.contains("The store's flow is no longer running (finish() was called)")
        }
    }

    @Test func aScreenShownWithoutAContributionIsMissingAfterTheRelaunch() async {
        let store = await storeOnMovieOne(restoration: restoration)
        // WatchedFlow pushes the cast screen but contributes nothing: nothing in the tree
        // says it is there, so it is not in the snapshot. The navigation controller keeps
        // its depth (3), which the two screens rebuilt cannot take: the report says so, with
        // the missing screen.
        store.visibleScreen(as: MovieDetailViewController.self)?.viewModel.pick(castId: 7)
        await store.receive(WatchedFlow.self, DemoStep.castIsPicked(withId: 7))
        await withKnownIssue {
            await store.assertRelaunchRestores { WatchedFlow() }
        } matching: { issue in
            issue.message.contains("The restoration is not complete")
                && issue.message.contains("state not applied to RxFlowHeadless.NavigationController")
                && issue.message.contains("pushed without contributing it (`.none`")
                && issue.message.contains(#"-   - CastDetailViewController "Cast 7" (top) [visible]"#)
        }
        await store.finish()
    }

    @Test func aStepTypeNotListedEndsTheRestorationWithItsReport() async {
        let store = await storeOnMovieOne(restoration: NavigationRestoration(steps: KitStep.self))
        await withKnownIssue {
            await store.assertRelaunchRestores { WatchedFlow() }
        } matching: { issue in
            issue.message.contains("The restoration is not complete: restored 0 of 2 navigations")
                && issue.message.contains("moviesAreRequired: the step is not restorable")
                && issue.message.contains(#"-   - MovieDetailViewController "Movie 1" (top) [visible]"#)
        }
        // Nothing was replayed: the flow started afresh with its stepper's initial step, a
        // navigation of the relaunched app like any other.
        await store.receive(WatchedFlow.self, RxFlowStep.home)
        await store.finish()
    }

    @Test func aNavigationNotAssertedBeforeTheRelaunchFailsIt() async {
        let store = watchedStore(restoration: restoration)
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 3)
        await withKnownIssue {
            await store.assertRelaunchRestores { WatchedFlow() }
        } matching: { issue in
            issue.message.contains("1 navigation was not asserted when the app was relaunched")
                && issue.message.contains("step: DemoStep.movieIsPicked(withId: 3)")
        }
        #expect(store.visibleScreen(as: MovieDetailViewController.self)?.title == "Movie 3")
        await store.finish()
    }

    @Test func anotherFlowTypeCannotRestoreTheSnapshot() async {
        let store = await storeOnMovieOne(restoration: restoration)
        await withKnownIssue {
            await store.assertRelaunchRestores { AppFlow() }
        } matching: { issue in
            issue.message.contains(
                "could not restore the snapshot: the snapshot was taken of RxFlowTestingTests.WatchedFlow, not of RxFlowTestingTests.AppFlow"
            )
        }
        await store.finish()
    }

    @Test func whatTheFirstTreeLeaksFailsTheRelaunch() async {
        let cycles = LeakyCycles()
        let store = FlowTestStore(
            flow: LeakyFlow(cycles: cycles), stepper: OneStepper(withSingleStep: KitStep.start),
            restoration: restoration)
        await store.receive(LeakyFlow.self, KitStep.start)
        await withKnownIssue {
            await store.assertRelaunchRestores(releaseTimeout: .milliseconds(50)) { LeakyFlow(cycles: cycles) }
        } matching: { issue in
            issue.message.contains("Before the relaunch: 2 objects are still alive")
                && issue.message.contains("• LeakyViewController \"Leaky\"")
        }
        cycles.breakAll()
        await store.finish()
    }
}
