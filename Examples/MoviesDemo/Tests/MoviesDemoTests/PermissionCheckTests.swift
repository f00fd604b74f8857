import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

@testable import MoviesDemo

/// "About" waits for the permission service (an async `adapt`, with a delay): it is shown, or
/// turned into an alert, once the service answers, and the steps emitted after it are
/// navigated after it, never before.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct PermissionCheckTests {
    private func makeStore(apiKey: String?) -> FlowTestStore {
        let services = AppServices(
            state: AppState(isOnboarded: true, apiKey: apiKey), permissionDelay: .milliseconds(20))
        // The answer comes from a task that needs the main actor: on a loaded machine its turn
        // can come seconds late, past the store's default timeout of two. `receive` returns as
        // soon as the navigation is there; this only bounds the wait for one that never comes.
        return FlowTestStore(
            flow: SettingsFlow(services: services), stepper: OneStepper(withSingleStep: DemoStep.settingsAreRequired),
            timeout: .seconds(300))
    }

    /// The settings list, in the split view's primary column.
    private func list(of store: FlowTestStore) -> SettingsListViewModel? {
        let split = store.window.rootViewController as? SplitViewController
        return (split?.viewControllers.first as? SettingsListScreen)?.viewModel
    }

    @Test func aStepEmittedAfterTheDelayedAboutIsNavigatedAfterIt() async {
        let store = makeStore(apiKey: AppServices.demoApiKey)
        await store.receive(SettingsFlow.self, DemoStep.settingsAreRequired)
        list(of: store)?.about()  // answered in 20 ms
        list(of: store)?.apiKey()  // needs no check, but waits for About's
        await store.assertNavigations([
            FlowNavigation(SettingsFlow.self, DemoStep.aboutIsRequired),
            FlowNavigation(SettingsFlow.self, DemoStep.settingsApiKeyIsRequired),
        ])
        #expect(store.visibleScreen(as: SettingsApiKeyScreen.self) != nil)
        await store.finish()
    }

    @Test func aboutWithoutAKeyBecomesUnauthorizedOnceTheServiceAnswers() async {
        let store = makeStore(apiKey: nil)
        await store.receive(SettingsFlow.self, DemoStep.settingsAreRequired)
        list(of: store)?.about()
        #expect(store.events.count(where: { if case .didNavigate = $0 { true } else { false } }) == 1)  // not yet
        await store.receive(SettingsFlow.self, DemoStep.unauthorized)
        #expect(store.visibleScreen(as: AlertScreen.self)?.title == "Not allowed")
        await store.finish()
    }

    @Test func theTerminalWaitsForTheAnswerBeforeItShowsTheScreen() async {
        let services = AppServices(
            state: AppState(isOnboarded: true, apiKey: AppServices.demoApiKey), permissionDelay: .milliseconds(20))
        let session = DemoSession(services: services, output: BufferedOutput())
        session.start()
        await session.execute("8")  // Settings
        await session.execute("2")  // About: shown once the check answered
        #expect(session.app.frontScreens.map(\.title) == ["Settings", "About"])
        #expect(session.app.navigationLog.last == "did navigate flow=SettingsFlow step=aboutIsRequired")
    }
}
