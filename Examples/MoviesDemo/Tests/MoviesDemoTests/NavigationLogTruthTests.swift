import RxFlow
import RxFlowHeadless
import Testing

@testable import MoviesDemo

/// The demo's `did navigate` lines are navigations that did something: each one contributed
/// (a screen, a child flow), forwarded a step, ended its flow, or changed what the window
/// shows. A flow given a step it ignores (a deep link broadcast to every flow, say) returns
/// `.none` and changes nothing, yet RxFlow reports it as navigated: the demo never gives a
/// flow such a step, and this watch would see one.
@MainActor
struct NavigationLogTruthTests {
    @Test(arguments: [AppState.firstRun, AppState(isOnboarded: true, apiKey: AppServices.demoApiKey)])
    func everyNavigationOfTheTourDoesSomething(state: AppState) async {
        let output = BufferedOutput()
        let session = DemoSession(services: AppServices(state: state), output: output)
        let watch = IdleNavigationWatch(session.app)
        session.start()

        #expect(await DemoRunner(session: session, output: output, style: .plain).runTour() == 0)
        watch.finish()

        #expect(watch.navigations == session.app.navigationLog.count)
        #expect(watch.navigations > 25)
        #expect(watch.idle.isEmpty)
    }

    @Test func theWatchSeesFlowsThatIgnoreAStep() async {
        let session = DemoSession(
            services: AppServices(state: AppState(isOnboarded: true)), output: BufferedOutput())
        let watch = IdleNavigationWatch(session.app)
        session.start()

        // What the demo does not do: give a link to every live flow.
        session.app.coordinator.navigate(to: DemoStep.movieIsPicked(withId: 23452))
        await session.app.settle()
        watch.finish()

        #expect(
            watch.idle == ["AppFlow movieIsPicked(withId: 23452)", "DashboardFlow movieIsPicked(withId: 23452)"])
    }
}

/// Watches the navigations of an app's coordinator and lists those that did nothing.
@MainActor
private final class IdleNavigationWatch {
    /// How many navigations happened.
    private(set) var navigations = 0
    /// The navigations that did nothing, as `Flow step`.
    private(set) var idle: [String] = []

    private var latest: (flow: FlowID, name: String, didSomething: Bool)?
    private var windowBefore = ""
    private var observation: AnyCancellable?

    init(_ app: MoviesApp) {
        let window = app.window
        observation = app.coordinator.observe { [unowned self] event in
            switch event {
            case .willNavigate:
                finish()
                windowBefore = window.render()
            case .didNavigate(let flow, let step):
                navigations += 1
                latest = (flow, "\(flow) \(step)", window.render() != windowBefore)
            case .contributionStarted(let flow, _, _), .stepForwarded(let flow, _, _),
                .flowEnded(let flow, .endedByFlow):
                didSomething(flow)
            case .flowStarted(_, let parent?):
                didSomething(parent)
            default:
                break
            }
        }
    }

    /// Closes the latest navigation: what it contributed has been reported by the next one,
    /// or by the end of the run.
    func finish() {
        if let latest, !latest.didSomething { idle.append(latest.name) }
        latest = nil
    }

    private func didSomething(_ flow: FlowID) {
        if latest?.flow == flow { latest?.didSomething = true }
    }
}
