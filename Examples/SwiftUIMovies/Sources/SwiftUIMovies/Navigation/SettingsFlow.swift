import RxFlow
import RxFlowSwiftUI

/// The settings, a child flow on its own stack, which the movies stack presents in a sheet:
/// it ends when the user taps "Done" or swipes the sheet down.
final class SettingsFlow: Flow {
    let stack = FlowStack<SettingsRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .settingsAreRequired:
            return .route(stack.push(.settings, viewModel: SettingsViewModel()))
        case .aboutIsRequired:
            return .route(stack.push(.about, viewModel: AboutViewModel()))
        case .settingsAreDone:
            return .end(forwardToParentFlowWithStep: AppStep.settingsAreDone)
        default:
            return .none
        }
    }
}
