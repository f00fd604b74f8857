import RxFlow

extension FlowTestStore {
    // MARK: - Emitting steps

    /// Delivers `step` as a deep link: to the flow and every running descendant flow, each
    /// through its own `adapt(step:)` (`FlowCoordinator.navigate(to:)`). What it navigates is
    /// asserted with `receive`, as any navigation. After `finish()`, it fails the test.
    public func deepLink(
        _ step: any Step,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        guard
            !failIfFinished(
                "deepLink(_:)", "the step reaches no flow", fileID: fileID, filePath: filePath, line: line,
                column: column)
        else { return }
        coordinator?.navigate(to: step)
    }

    /// Emits `step` through `stepper`'s relay from a background thread, as a view model
    /// finishing some work off the main thread would, and returns once it is emitted (not
    /// navigated: the engine hops to the main actor; `await receive(…)` waits for it).
    /// After `finish()`, it fails the test and emits nothing.
    public func emitFromBackgroundThread(
        _ step: any Step,
        by stepper: some Stepper,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard
            !failIfFinished(
                "emitFromBackgroundThread(_:by:)", "the step reaches no flow", fileID: fileID, filePath: filePath,
                line: line, column: column)
        else { return }
        let relay = stepper.steps
        await Task.detached { relay.accept(step) }.value
    }
}
