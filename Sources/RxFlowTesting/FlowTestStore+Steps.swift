import RxFlow

extension FlowTestStore {
    // MARK: - Emitting steps

    /// Delivers `step` as a deep link: to the flow and every running descendant flow, each
    /// through its own `adapt(step:)` (`FlowCoordinator.navigate(to:)`). What it navigates is
    /// asserted with `receive`, as any navigation.
    public func deepLink(_ step: any Step) {
        coordinator?.navigate(to: step)
    }

    /// Emits `step` through `stepper`'s relay from a background thread, as a view model
    /// finishing some work off the main thread would, and returns once it is emitted (not
    /// navigated: the engine hops to the main actor; `await receive(…)` waits for it).
    public func emitFromBackgroundThread(_ step: any Step, by stepper: some Stepper) async {
        let relay = stepper.steps
        await Task.detached { relay.accept(step) }.value
    }
}
