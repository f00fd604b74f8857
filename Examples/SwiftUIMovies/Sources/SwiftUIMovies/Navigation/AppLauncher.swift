import RxFlow

/// Owns the coordinator and the app's flow, and starts it on its stack.
@MainActor
final class AppLauncher {
    let coordinator = FlowCoordinator()
    let flow = MoviesFlow()

    /// Shows the root stack (the window shows it) and navigates the first step.
    func start() {
        flow.stack.show()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: AppStep.moviesAreRequired))
    }
}
