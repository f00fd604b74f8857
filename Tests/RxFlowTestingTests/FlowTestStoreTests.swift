import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// What the kit records and waits for, when the flow behaves.
@MainActor
struct FlowTestStoreTests {
    private func watchedStore(exhaustivity: Exhaustivity = .on) -> FlowTestStore {
        FlowTestStore(
            flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired),
            exhaustivity: exhaustivity)
    }

    @Test func theFlowStartsOnAKeyWindowWithItsFirstScreen() async {
        let store = watchedStore()
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        store.assertHierarchy(
            """
            Window (key)
            - NavigationController [visible]
              - WatchedViewController "Watched" (top) [visible]
            """)
        #expect(store.render() == store.window.render())
        await store.finish()
    }

    @Test func aDeepLinkIsNavigatedAndReceived() async {
        let store = watchedStore()
        store.deepLink(DemoStep.movieIsPicked(withId: 7))
        await store.assertNavigations([
            FlowNavigation(WatchedFlow.self, DemoStep.moviesAreRequired),
            FlowNavigation(WatchedFlow.self, DemoStep.movieIsPicked(withId: 7)),
        ])
        #expect(store.visibleScreen(as: MovieDetailViewController.self)?.title == "Movie 7")
        await store.finish()
    }

    @Test func aStepFromABackgroundThreadIsAwaited() async {
        let store = watchedStore()
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        if let viewModel = store.visibleScreen(as: WatchedViewController.self)?.viewModel {
            await store.emitFromBackgroundThread(DemoStep.movieIsPicked(withId: 3), by: viewModel)
        }
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 3))
        await store.finish()
    }

    @Test func anAdaptThatDeliversLaterIsAwaited() async {
        let store = FlowTestStore(
            flow: SlowAdaptFlow(), stepper: OneStepper(withSingleStep: KitStep.slow(1)),
            timeout: SlowAdaptFlow.deliveryTimeout)
        #expect(store.events.filter { if case .didNavigate = $0 { true } else { false } }.isEmpty)
        await store.receive(SlowAdaptFlow.self, KitStep.slow(1))
        store.deepLink(KitStep.slow(2))
        await store.receive(SlowAdaptFlow.self, KitStep.slow(2))
        #expect(store.visibleScreen(as: ViewController.self)?.title == "Slow 2")
        await store.finish()
    }

    @Test func droppedStepsAreReceivedWithTheirReasons() async {
        let store = FlowTestStore(
            flow: SlowAdaptFlow(), stepper: OneStepper(withSingleStep: KitStep.refused),
            timeout: SlowAdaptFlow.deliveryTimeout)
        await store.receiveDrop(KitStep.refused, reason: .adaptFinishedWithoutValue)
        await store.finish()
    }

    @Test func aCoveredScreensStepIsDropped() async {
        let store = watchedStore()
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        do {
            let list = store.visibleScreen(as: WatchedViewController.self)
            list?.viewModel.pick(movieId: 1)
            list?.viewModel.pick(movieId: 2)
        }
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
        await store.receiveDrop(DemoStep.movieIsPicked(withId: 2), reason: .presentableNotVisible)
        await store.finish()
    }

    @Test func theCoordinatorLogsToTheStoreNotToTheApp() async {
        let store = watchedStore()
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        do {
            let list = store.visibleScreen(as: WatchedViewController.self)
            list?.viewModel.pick(movieId: 1)
            list?.viewModel.pick(movieId: 2)
        }
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
        await store.receiveDrop(DemoStep.movieIsPicked(withId: 2), reason: .presentableNotVisible)
        #expect(store.logs.messages(at: .debug).contains("step dropped: its presentable is not visible"))
        #expect(store.logs.lines.first == "debug: flow started flow=WatchedFlow parent=none")
        // The window the store made logs its screens' misuses there too.
        store.window.rootViewController?.dismiss(animated: false)
        #expect(store.logs.entries(at: .error).map { $0.metadata["kind"] } == ["nothingToDismiss"])
        await store.finish()
    }

    @Test func aChildFlowsNavigationsAreReceivedUnderItsType() async {
        let store = FlowTestStore(flow: AppFlow(), stepper: OneStepper(withSingleStep: KitStep.start))
        store.deepLink(KitStep.openWatched)
        await store.assertNavigations([
            FlowNavigation(AppFlow.self, KitStep.start),
            FlowNavigation(AppFlow.self, KitStep.openWatched),
            FlowNavigation(EndableWatchedFlow.self, DemoStep.moviesAreRequired),
        ])
        #expect(store.visibleScreen(as: WatchedViewController.self) != nil)

        store.deepLink(KitStep.watchedIsDone)
        // The deep link reaches both flows, queued: AppFlow dismisses the child's root first,
        // which ends the child flow, so the child's copy is dropped.
        await store.receive(AppFlow.self, KitStep.watchedIsDone)
        await store.receiveDrop(KitStep.watchedIsDone, reason: .flowEnded)
        #expect(store.visibleScreen(as: ViewController.self)?.title == "Home")
        await store.finish()
    }

    @Test func aFlowRootedInItsOwnPresentableRunsWithoutScreens() async {
        let store: FlowTestStore
        do {
            // Scoped: the flow must be released by the end, and a variable would keep it alive.
            let flow = BillboardFlow()
            store = FlowTestStore(flow: flow, stepper: OneStepper(withSingleStep: KitStep.start))
            await store.receive(BillboardFlow.self, KitStep.start)
            #expect(flow.billboard.shown == ["start"])
        }
        #expect(store.window.rootViewController == nil)
        await store.finish()
    }

    @Test func nonExhaustiveStoresSkipWhatIsNotAsserted() async {
        let store = watchedStore(exhaustivity: .off)
        store.deepLink(DemoStep.movieIsPicked(withId: 1))
        store.deepLink(DemoStep.movieIsPicked(withId: 2))
        store.deepLink(DemoStep.castIsPicked(withId: 3))
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 2))
        await store.finish()
    }

    @Test func everyEventIsKept() async {
        let store = watchedStore()
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        #expect(store.events.first.map { if case .flowStarted = $0 { true } else { false } } == true)
        #expect(
            store.events.contains(
                .contributionStarted(
                    store.events.first!.flow!, presentable: "WatchedViewController", stepper: "WatchedViewModel")))
        await store.finish()
        #expect(store.coordinator == nil)
    }

    @Test func stepsCompareByEqualityOrByTheirPrintedValue() {
        #expect(FlowNavigation(WatchedFlow.self, KitStep.slow(1)) == FlowNavigation(WatchedFlow.self, KitStep.slow(1)))
        #expect(FlowNavigation(WatchedFlow.self, KitStep.slow(1)) != FlowNavigation(WatchedFlow.self, KitStep.slow(2)))
        #expect(
            FlowNavigation(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1))
                == FlowNavigation(WatchedFlow.self, DemoStep.movieIsPicked(withId: 1)))
        #expect(
            FlowNavigation(WatchedFlow.self, DemoStep.moviesAreRequired)
                != FlowNavigation(AppFlow.self, DemoStep.moviesAreRequired))
        #expect(FlowNavigation(AppFlow.self, KitStep.start).description == "AppFlow → start")
    }

    @Test func pickingAMovieThenACastMemberShowsThem() async {
        let store = watchedStore()
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        store.visibleScreen(as: WatchedViewController.self)?.viewModel.pick(movieId: 42)
        await store.receive(WatchedFlow.self, DemoStep.movieIsPicked(withId: 42))
        store.visibleScreen(as: MovieDetailViewController.self)?.viewModel.pick(castId: 7)
        await store.receive(WatchedFlow.self, DemoStep.castIsPicked(withId: 7))
        #expect(store.visibleScreen(as: CastDetailViewController.self)?.title == "Cast 7")
        await store.finish()
    }
}
