import RxFlow
import RxFlowSwiftUI

/// A subset of the demo's movie flows on a stack: a list, a movie, its cast, a player in a
/// full-screen cover, and settings in a sheet run by a child flow with its own stack.
enum MovieStep: Step, Equatable {
    case moviesAreRequired
    case movieIsPicked(id: Int)
    case castIsPicked(id: Int)
    case playIsRequired(id: Int)
    case playIsComplete
    case settingsAreRequired
    case settingsAreComplete
    /// A deep link to a movie, and to one of its cast members.
    case movieDeepLink(id: Int, castId: Int?)
}

enum SettingsRoute: Hashable {
    case settings
    case about
}

enum SettingsStep: Step, Equatable {
    case settingsAreRequired
    case aboutIsRequired
    case settingsAreDone
}

/// Every screen's view model: it emits what the user taps.
@MainActor
final class TapModel: Stepper {
    let steps = PublishRelay<any Step>()
    func tap(_ step: any Step) { steps.accept(step) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class MoviesFlow: Flow {
    let stack = FlowStack<MovieRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? MovieStep else { return .none }
        switch step {
        case .moviesAreRequired:
            return .route(stack.push(.list, viewModel: TapModel()))
        case .movieIsPicked(let id):
            return .route(stack.push(.movie(id: id), viewModel: TapModel()))
        case .castIsPicked(let id):
            return .route(stack.push(.cast(id: id), viewModel: TapModel()))
        case .playIsRequired(let id):
            return .route(stack.present(.player(id: id), style: .fullScreenCover, viewModel: TapModel()))
        case .playIsComplete, .settingsAreComplete:
            stack.dismiss()
            return .none
        case .settingsAreRequired:
            let settings = SettingsFlow()
            stack.present(settings.stack, as: .settings)
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: settings,
                    withNextStepper: OneStepper(withSingleStep: SettingsStep.settingsAreRequired)))
        case .movieDeepLink(let id, let castId):
            var values: [MovieRoute] = [.list, .movie(id: id)]
            if let castId { values.append(.cast(id: castId)) }
            // The routes kept are contributed already; the new ones get their view models.
            let new = stack.setRoutes(values).filter { $0.viewModel == nil }
            return .multiple(
                flowContributors: new.map { route in
                    let viewModel = TapModel()
                    route.viewModel = viewModel
                    return .contribute(withNextPresentable: route, withNextStepper: viewModel)
                })
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class SettingsFlow: Flow {
    let stack = FlowStack<SettingsRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? SettingsStep else { return .none }
        switch step {
        case .settingsAreRequired:
            return .route(stack.push(.settings, viewModel: TapModel()))
        case .aboutIsRequired:
            return .route(stack.push(.about, viewModel: TapModel()))
        case .settingsAreDone:
            return .end(forwardToParentFlowWithStep: MovieStep.settingsAreComplete)
        }
    }
}
