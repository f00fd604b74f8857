import Logging
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// The engine's leak detector over stacks: routes popped, dismissed or swiped away, and a child
/// flow's stack in a sheet, leave nothing behind; a popped route an app object keeps is
/// reported with its view model.
///
/// `async`: the check runs on the main queue after the grace period.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct LeakDetectionTests {
    private static let grace = Duration.milliseconds(50)

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func routesThatLeftLeaveNothingBehind() async throws {
        let (coordinator, leaks, flow) = Self.runningFlow()
        func tap(_ step: any Step) {
            let route = flow.stack.visibleRoute as? FlowRoute<MovieRoute>
            route?.viewModel(as: TapModel.self)?.tap(step)
        }
        tap(MovieStep.movieIsPicked(id: 1))
        tap(MovieStep.castIsPicked(id: 2))
        flow.stack.path = []  // the back button's menu, to the root
        tap(MovieStep.playIsRequired(id: 3))
        tap(MovieStep.playIsComplete)
        tap(MovieStep.settingsAreRequired)
        flow.stack.setPresentation(nil, at: 0, style: .sheet)  // swiped down: the child flow ends
        tap(MovieStep.movieDeepLink(id: 4, castId: 5))
        flow.stack.popToRoot()
        #expect(leaks.endedContributions.count == 6)
        #expect(leaks.endedFlows == ["SettingsFlow"])

        await leaks.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(leaks.suspectedLeaks.isEmpty)
        withExtendedLifetime(coordinator) {}
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPoppedRouteAnAppObjectKeepsIsReported() async throws {
        let logs = LogCapture(level: .warning)
        let (coordinator, leaks, flow) = Self.runningFlow(logger: logs.logger)
        flow.stack.routes[0].viewModel(as: TapModel.self)?.tap(MovieStep.movieIsPicked(id: 1))
        // What an app object keeps; kept to the end explicitly (an optimized build may
        // otherwise release an array it sees no read of).
        let cache: [FlowRoute<MovieRoute>] = [flow.stack.routes[1]]
        flow.stack.pop()

        await leaks.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(leaks.suspectedLeaks.count == 1)
        let report = leaks.suspectedLeaks.map { "\($0)" }.joined()
        #expect(report.contains("FlowRoute<MovieRoute>") && report.contains("TapModel"), "\(report)")
        let logged = logs.entries(at: .warning).map { $0.metadata["objects"] }
        #expect(logged == [.array(["FlowRoute<MovieRoute>", "TapModel"])])
        withExtendedLifetime((cache, coordinator)) {}
    }

    /// `MoviesFlow` on its shown stack, with leak detection logged to `logger`, and a recorder of
    /// its events.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func runningFlow(
        logger: Logger = Logger.current
    ) -> (FlowCoordinator, NavigationEventRecorder, MoviesFlow) {
        let coordinator = FlowCoordinator(logger: logger, leakDetection: .enabled(gracePeriod: grace))
        let leaks = NavigationEventRecorder(coordinator)
        let flow = MoviesFlow()
        flow.stack.show()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        return (coordinator, leaks, flow)
    }
}
