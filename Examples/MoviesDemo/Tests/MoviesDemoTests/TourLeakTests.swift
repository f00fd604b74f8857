import Foundation
import Logging
import RxFlow
import RxFlowTesting
import Testing

@testable import MoviesDemo

/// The guided tour under the leak detector: every flow, screen and view model the tour lets
/// go of (popped, dismissed, replaced, ended flows, the logout) is deallocated, so the
/// coordinator reports no suspected leak, neither as an event nor as a warning.
@MainActor
struct TourLeakTests {
    static let grace = Duration.milliseconds(20)

    @Test(arguments: [AppState.firstRun, AppState(isOnboarded: true, apiKey: AppServices.demoApiKey)])
    func theWholeTourLeavesNothingBehind(state: AppState) async {
        let tour = TourUnderWatch(state: state)

        #expect(await tour.runner.runTour() == 0)
        await tour.events.waitForLeakChecks(gracePeriod: Self.grace)

        // The tour let go of flows and screens: the detector had something to check.
        #expect(tour.events.endedFlows.contains("SettingsFlow"))
        #expect(tour.events.endedContributions.count > 10)
        #expect(tour.events.suspectedLeaks.isEmpty)
        #expect(tour.warnings.isEmpty)
    }

    /// As a person would take it: the checks run between commands, so whatever one command
    /// lets go of must be gone before the next one, not just at the end of the tour.
    @Test func theTourTakenStopByStopLeavesNothingBehind() async {
        let tour = TourUnderWatch(state: .firstRun)
        let stops = GuidedTour.stops(startingInOnboarding: tour.session.app.isOnboarding)
        #expect(stops.count > 20)

        for stop in stops {
            #expect(await tour.runner.runTour([stop]) == 0, "\(stop.command)")
            await tour.events.waitForLeakChecks(gracePeriod: Self.grace)
            #expect(tour.events.suspectedLeaks.isEmpty, "after \(stop.command)")
        }

        #expect(tour.events.endedFlows.contains("OnboardingFlow"))
        #expect(tour.warnings.isEmpty)
    }

    /// The same watch does see a leak: a movie screen kept after going back is reported.
    @Test func aScreenKeptAfterGoingBackIsReported() async throws {
        let tour = TourUnderWatch(state: AppState(isOnboarded: true, apiKey: AppServices.demoApiKey))
        #expect(await tour.session.execute("1") != .rejected)  // the first movie of the wishlist
        let kept = try #require(tour.session.app.frontScreens.last)
        #expect(kept is MovieDetailScreen)

        #expect(await tour.session.execute("back") != .rejected)
        await tour.events.waitForLeakChecks(gracePeriod: TourLeakTests.grace)

        #expect(tour.events.suspectedLeaks.count == 1)
        guard case .leakSuspected(let flow, let objects, let reason)? = tour.events.suspectedLeaks.first else { return }
        #expect(flow?.typeName == "WishlistFlow")
        #expect(objects == ["MovieDetailScreen", "MovieDetailViewModel"])
        #expect(reason == .contributionEnded(.presentableDismissed))
        #expect(tour.warnings.count == 1)
        withExtendedLifetime(kept) {}
    }
}

/// A demo session whose coordinator checks for leaks with a short grace period, with what it
/// reports (RxFlowTesting's recorders).
@MainActor
private final class TourUnderWatch {
    let session: DemoSession
    let runner: DemoRunner
    let events: NavigationEventRecorder
    let logs = LogCapture(level: .warning)

    init(state: AppState) {
        let output = BufferedOutput()
        session = DemoSession(services: AppServices(state: state), output: output)
        runner = DemoRunner(session: session, output: output, style: .plain)
        let coordinator = session.app.coordinator
        coordinator.leakDetection = .enabled(gracePeriod: TourLeakTests.grace)
        coordinator.logger = logs.logger(label: "TourLeakTests")
        events = NavigationEventRecorder(coordinator)
        session.start()
    }

    /// The warnings (and worse) logged so far.
    var warnings: [String] { logs.messages(atLeast: .warning) }
}
