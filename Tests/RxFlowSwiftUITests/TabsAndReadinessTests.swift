import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Stacks as every presentable: a tab view's tabs are child flows' stacks (`Flows.use`), and
/// `Flows.ready` returns a flow's stack.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct TabsAndReadinessTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func flowsReadyReturnsTheStack() async throws {
        let coordinator = FlowCoordinator()
        let flow = MoviesFlow()
        flow.stack.show()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        let stack = try await Flows.ready(flow, as: FlowStack<MovieRoute>.self)
        #expect(stack === flow.stack && stack.routes.map(\.value) == [.list])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func eachTabIsAFlowsStackAndOnlyTheSelectedOneNavigates() async {
        // The test keeps nothing alive: the store checks at finish() that all is released.
        weak var tabs: Tabs?
        let store: FlowTestStore
        do {
            let tabsFlow = TabsFlow()
            tabs = tabsFlow.tabs
            store = FlowTestStore(flow: tabsFlow, stepper: OneStepper(withSingleStep: TabStep.tabsAreRequired))
        }
        await store.receive(TabsFlow.self, TabStep.tabsAreRequired)
        await store.receive(MoviesFlow.self, MovieStep.moviesAreRequired)
        await store.receive(SettingsFlow.self, SettingsStep.settingsAreRequired)
        var movies: (any StackPresentable)? { tabs?.stacks[0] }
        var settings: (any StackPresentable)? { tabs?.stacks[1] }
        #expect(movies?.isShown == true && settings?.isShown == false)

        // A step from the hidden tab is dropped; the selected one navigates.
        tapTop(of: settings, SettingsStep.aboutIsRequired)
        await store.receiveDrop(SettingsStep.aboutIsRequired, reason: .presentableNotVisible)
        tabs?.select(1)
        tapTop(of: settings, SettingsStep.aboutIsRequired)
        await store.receive(SettingsFlow.self, SettingsStep.aboutIsRequired)
        tapTop(of: movies, MovieStep.movieIsPicked(id: 1))
        await store.receiveDrop(MovieStep.movieIsPicked(id: 1), reason: .presentableNotVisible)
        await store.finish()
    }

    private func tapTop(of stack: (any StackPresentable)?, _ step: any Step) {
        let route = stack?.presentables.last
        ((route as? FlowRoute<MovieRoute>)?.viewModel ?? (route as? FlowRoute<SettingsRoute>)?.viewModel)
            .flatMap { $0 as? TapModel }?.tap(step)
    }
}

enum TabStep: Step, Equatable {
    case tabsAreRequired
}

/// What a `TabView` of stacks needs from the model: the selected tab's stack is shown, the
/// others hidden. The tab view itself is always visible here.
@MainActor
final class Tabs: Presentable {
    let state = PresentationState(isVisible: true)
    var stacks: [any StackPresentable] = []
    var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    var presentationState: PresentationState? { state }

    func select(_ index: Int) {
        for (position, stack) in stacks.enumerated() where position != index { stack.hide() }
        stacks[index].show()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class TabsFlow: Flow {
    let tabs = Tabs()
    var root: any Presentable { tabs }

    func navigate(to step: any Step) -> FlowContributors {
        guard case TabStep.tabsAreRequired = step else { return .none }
        let (movies, settings) = (MoviesFlow(), SettingsFlow())
        Flows.use(movies, settings, when: .created) {
            [tabs] (first: FlowStack<MovieRoute>, second: FlowStack<SettingsRoute>) in
            tabs.stacks = [first, second]
            tabs.select(0)
        }
        return .multiple(flowContributors: [
            .contribute(
                withNextPresentable: movies, withNextStepper: OneStepper(withSingleStep: MovieStep.moviesAreRequired)),
            .contribute(
                withNextPresentable: settings,
                withNextStepper: OneStepper(withSingleStep: SettingsStep.settingsAreRequired)),
        ])
    }
}
