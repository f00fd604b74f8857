import Observation
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Changes without animation: every verb takes `animated`, which the stack records for its
/// view; the rules (visibility, dismissals, warnings, releases) are the same either way.
@MainActor
struct JumpTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: [false, true])
    func eachVerbRecordsWhetherItsChangeIsAnimated(animated: Bool) {
        let verbs: [(FlowStack<MovieRoute>) -> Void] = [
            { $0.push(.cast(id: 1), animated: animated) },
            { $0.pop(animated: animated) },
            { $0.setRoutes([.list, .cast(id: 3)], animated: animated) },
            { $0.pop(to: $0.routes[0], animated: animated) },
            { $0.popToRoot(animated: animated) },
            { $0.present(.share, animated: animated) },
            { $0.dismiss(animated: animated) },
            { $0.present(FlowStack<SettingsRoute>(), as: .settings, animated: animated) },
            { $0.dismiss($0.presentations[0], animated: animated) },
        ]
        for (index, verb) in verbs.enumerated() {
            // A stack where each verb applies: a path of two routes and a sheet.
            let stack = shownStack(.list, .movie(id: 1))
            stack.present(.share)
            let count = stack.changeCount
            verb(stack)
            #expect(stack.animatesLastChange == animated, "verb \(index)")
            #expect(stack.changeCount == count + 1, "verb \(index)")
            #expect(stack.warnings.isEmpty, "verb \(index)")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theUsersOwnChangesAreAnimated() {
        let stack = shownStack(.list)
        stack.setRoutes([.list, .movie(id: 1)], animated: false)
        stack.path = []  // Back
        #expect(stack.animatesLastChange)
        stack.present(.share, animated: false)
        stack.setPresentation(nil, at: 0, style: .sheet)  // swiped down
        #expect(stack.animatesLastChange)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aMisuseIsNotAChange() {
        let logs = LogCapture()
        let stack = FlowStack<MovieRoute>(logger: logs.logger)
        stack.show()
        stack.push(.list)
        let count = stack.changeCount
        stack.pop(animated: false)
        stack.dismiss(animated: false)
        stack.setRoutes([], animated: false)
        #expect(stack.animatesLastChange && stack.changeCount == count)
        #expect(stack.warnings.map(\.kind) == [.cannotPopRoot, .nothingToDismiss, .cannotPopRoot])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeIsObservedByTheView() {
        let stack = shownStack(.list)
        let changed = ChangeFlag()
        withObservationTracking {
            _ = (stack.changeCount, stack.animatesLastChange)
        } onChange: {
            changed.isSet = true
        }
        stack.push(.movie(id: 1), animated: false)
        #expect(changed.isSet)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func visibilityAndDismissalsAreTheSameWithoutAnimation() {
        let animated = Self.journey(animated: true)
        let jumped = Self.journey(animated: false)
        #expect(animated.render == jumped.render)
        #expect(animated.events == jumped.events)
        #expect(jumped.events.allSatisfy { $0.filter { $0 == "dismissed" }.count <= 1 })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aDeepLinkWithoutAnimationLeavesNothingBehind() async {
        let grace = Duration.milliseconds(50)
        let coordinator = FlowCoordinator(logger: LogCapture().logger, leakDetection: .enabled(gracePeriod: grace))
        let recorder = NavigationEventRecorder(coordinator)
        let flow = JumpingFlow()
        flow.stack.show()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        coordinator.navigate(to: MovieStep.movieDeepLink(id: 1, castId: 2))
        #expect(flow.stack.routes.map(\.value) == [.list, .movie(id: 1), .cast(id: 2)])
        #expect(!flow.stack.animatesLastChange)
        coordinator.navigate(to: MovieStep.movieDeepLink(id: 3, castId: nil))
        #expect(flow.stack.routes.map(\.value) == [.list, .movie(id: 3)])
        #expect(recorder.endedContributions.count == 2)
        await recorder.waitForLeakChecks(gracePeriod: grace)
        #expect(recorder.suspectedLeaks.isEmpty)
        withExtendedLifetime(coordinator) {}
    }

    /// The same pushes, pops, presentations and dismissals, with or without animation: the
    /// stack's rendering, then what each route reported.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func journey(animated: Bool) -> (render: String, events: [[String]]) {
        let stack = shownStack(.list)
        var watches: [Watch] = [Watch(stack.routes[0])]
        watches.append(Watch(stack.push(.movie(id: 1), animated: animated)))
        watches.append(Watch(stack.present(.player(id: 1), style: .fullScreenCover, animated: animated)))
        stack.dismiss(animated: animated)
        watches += stack.setRoutes([.list, .movie(id: 2), .cast(id: 3)], animated: animated).dropFirst().map(Watch.init)
        watches.append(Watch(stack.present(.share, animated: animated)))
        stack.popToRoot(animated: animated)
        return (stack.render(), watches.map(\.events))
    }
}

/// Set by an observation's `onChange`, which Observation calls synchronously on the thread
/// that made the change (here the main actor), hence unchecked.
final class ChangeFlag: @unchecked Sendable {
    var isSet = false
}

/// Deep links jump: the path is set without animation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class JumpingFlow: Flow {
    let stack = FlowStack<MovieRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? MovieStep else { return .none }
        switch step {
        case .moviesAreRequired:
            return .route(stack.push(.list, viewModel: TapModel()))
        case .movieDeepLink(let id, let castId):
            let values: [MovieRoute] = [.list, .movie(id: id)] + (castId.map { [.cast(id: $0)] } ?? [])
            let new = stack.setRoutes(values, animated: false).filter { $0.viewModel == nil }
            return .multiple(
                flowContributors: new.map { route in
                    let viewModel = TapModel()
                    route.viewModel = viewModel
                    return .contribute(withNextPresentable: route, withNextStepper: viewModel)
                })
        default:
            return .none
        }
    }
}
