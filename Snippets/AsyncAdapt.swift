// `adapt(step:)` with async code, and the order it keeps: run it with `swift run AsyncAdapt`.
import Foundation
import RxFlow
import RxFlowHeadless

enum SettingsStep: Step {
    case settingsAreRequired
    case aboutIsRequired
    case helpIsRequired
    case unauthorized
}

/// Answers after a delay, as a server would.
final class PermissionService: Sendable {
    func canSeeAbout() async -> Bool {
        try? await Task.sleep(for: .milliseconds(50))
        return true
    }
}

final class SettingsViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}

final class SettingsFlow: Flow {
    var root: any Presentable { navigationController }
    let navigationController = NavigationController()
    let viewModel = SettingsViewModel()
    private let permissions = PermissionService()

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        guard case SettingsStep.aboutIsRequired = step else { return Just(step).eraseToAnyPublisher() }
        return .adapting { [permissions] in
            await permissions.canSeeAbout() ? step : SettingsStep.unauthorized
        }
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? SettingsStep {
        case .settingsAreRequired:
            let screen = ViewController()
            screen.title = "Settings"
            navigationController.pushViewController(screen, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        case .aboutIsRequired:
            navigationController.pushViewController(titled("About"), animated: false)
            return .none
        case .helpIsRequired:
            navigationController.pushViewController(titled("Help"), animated: false)
            return .none
        case .unauthorized, nil:
            return .none
        }
    }

    private func titled(_ title: String) -> ViewController {
        let screen = ViewController()
        screen.title = title
        return screen
    }
}

let window = Window()
let flow = SettingsFlow()
window.rootViewController = flow.navigationController
window.makeKeyAndVisible()
let coordinator = FlowCoordinator()
coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: SettingsStep.settingsAreRequired))

// "About" waits for the permission check; "Help", emitted just after, waits for "About".
flow.viewModel.steps.accept(SettingsStep.aboutIsRequired)
flow.viewModel.steps.accept(SettingsStep.helpIsRequired)

for await event in coordinator.events {
    guard case .didNavigate(_, let step) = event else { continue }
    print("did navigate \(step)")
    if case SettingsStep.helpIsRequired = step { break }
}
print(window.render())
