// A presentable of your own, with a `PresentationState`: `swift run CustomPresentable`.
import RxFlow

final class ProfileScreen: Presentable {
    let state = PresentationState()
    var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    var presentationState: PresentationState? { state }

    func didAppear() { state.setVisible(true) }
    func didDisappear() { state.setVisible(false) }
    func wasDismissed() { state.sendDismissed() }
}

enum ProfileStep: Step {
    case profileIsRequired
    case avatarIsPicked
}

final class ProfileViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}

final class ProfileFlow: Flow {
    let screen = ProfileScreen()
    let stepper = ProfileViewModel()
    var root: any Presentable { screen }

    func navigate(to step: any Step) -> FlowContributors {
        print("navigate to \(step)")
        guard case ProfileStep.profileIsRequired = step else { return .none }
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: stepper))
    }
}

let flow = ProfileFlow()
let coordinator = FlowCoordinator()
let ended = coordinator.observe { event in
    if case .flowEnded(_, let reason) = event { print("flow ended: \(reason)") }
}
flow.screen.didAppear()
coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ProfileStep.profileIsRequired))

// Visible: the step is navigated. Hidden: it is dropped. Dismissed: the flow ends.
flow.stepper.steps.accept(ProfileStep.avatarIsPicked)
flow.screen.didDisappear()
flow.stepper.steps.accept(ProfileStep.avatarIsPicked)
flow.screen.wasDismissed()
ended.cancel()
