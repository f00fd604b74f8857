import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// A route that left its stack before its contribution started (the flow popped it itself, or
/// the user went back while the contribution was starting) ends its contribution at once: the
/// view model's steps are reported as dismissed, and it is released and leak-checked.
///
/// `async`: the leak checks run on the main queue after the grace period.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct LateContributionTests {
    private static let grace = Duration.milliseconds(50)

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRoutePoppedBeforeItIsContributedEndsItsContributionAtOnce() async {
        let run = Self.run(PushThenPopFlow(keepsModel: true))
        run.tapList(MovieStep.movieIsPicked(id: 1))

        let ended = run.recorder.endedContributions.map { "\($0)" }
        #expect(ended.count == 1 && ended[0].contains("FlowRoute<MovieRoute>"), "\(ended)")
        #expect(ended.first?.contains("\(ContributionEndReason.presentableDismissed)") == true, "\(ended)")
        // A step of the popped route's view model is reported, as dismissed.
        let model = run.flow.keptModel
        model?.tap(MovieStep.castIsPicked(id: 2))
        #expect(
            run.recorder.droppedSteps == [DroppedStep(MovieStep.castIsPicked(id: 2), reason: .presentableDismissed)])
        // Kept by the flow: the leak detector reports it.
        await run.recorder.waitForLeakChecks(gracePeriod: Self.grace)
        let leaks = run.recorder.suspectedLeaks.map { "\($0)" }.joined()
        #expect(leaks.contains("TapModel"), "\(leaks)")
        withExtendedLifetime(run.coordinator) {}
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRoutePoppedBeforeItIsContributedIsReleased() async {
        let run = Self.run(PushThenPopFlow(keepsModel: false))
        run.tapList(MovieStep.movieIsPicked(id: 1))
        #expect(run.recorder.endedContributions.count == 1)

        await run.recorder.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(run.flow.poppedModel == nil, "the engine let go of the view model")
        #expect(run.recorder.suspectedLeaks.isEmpty)
        withExtendedLifetime(run.coordinator) {}
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func backWrittenWhileTheContributionStartsEndsIt() async {
        let run = Self.run(MoviesFlow())
        // The user goes back as the engine starts the movie's contribution.
        let back = run.coordinator.observe { [stack = run.flow.stack] event in
            if case .contributionStarted(_, let presentable, _) = event, presentable.contains("FlowRoute"),
                stack.routes.count > 1
            {
                stack.path = []
            }
        }
        run.tapList(MovieStep.movieIsPicked(id: 1))
        back.cancel()
        #expect(run.flow.stack.routes.map(\.value) == [.list])

        let ended = run.recorder.endedContributions.map { "\($0)" }
        #expect(ended.count == 1 && ended[0].contains("\(ContributionEndReason.presentableDismissed)"), "\(ended)")
        await run.recorder.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(run.recorder.suspectedLeaks.isEmpty)
        withExtendedLifetime(run.coordinator) {}
    }

    /// `flow` on its shown stack, with leak detection and a recorder of its events.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func run<F: Flow & StackFlow>(_ flow: F) -> FlowRun<F> {
        let coordinator = FlowCoordinator(logger: LogCapture().logger, leakDetection: .enabled(gracePeriod: grace))
        let recorder = NavigationEventRecorder(coordinator)
        flow.stack.show()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        return FlowRun(coordinator: coordinator, recorder: recorder, flow: flow)
    }
}

/// A flow on a stack of movie routes.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
protocol StackFlow: AnyObject {
    var stack: FlowStack<MovieRoute> { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension MoviesFlow: StackFlow {}

/// A running flow, its coordinator and their events.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct FlowRun<F: Flow & StackFlow> {
    let coordinator: FlowCoordinator
    let recorder: NavigationEventRecorder
    let flow: F

    /// The list's view model emits `step`.
    func tapList(_ step: any Step) {
        flow.stack.routes.first?.viewModel(as: TapModel.self)?.tap(step)
    }
}

/// Pushes the movie and pops it before returning it to contribute.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class PushThenPopFlow: Flow, StackFlow {
    let stack = FlowStack<MovieRoute>()
    var root: any Presentable { stack }
    /// The popped route's view model, while something holds it.
    weak var poppedModel: TapModel?
    /// The popped route's view model, if the flow keeps it (as an app object would, by mistake).
    private(set) var keptModel: TapModel?
    private let keepsModel: Bool

    init(keepsModel: Bool) {
        self.keepsModel = keepsModel
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? MovieStep else { return .none }
        switch step {
        case .moviesAreRequired:
            return .route(stack.push(.list, viewModel: TapModel()))
        case .movieIsPicked(let id):
            let model = TapModel()
            poppedModel = model
            if keepsModel { keptModel = model }
            let route = stack.push(.movie(id: id), viewModel: model)
            stack.pop()
            return .route(route)
        default:
            return .none
        }
    }
}
