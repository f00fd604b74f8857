import CustomDump
@_spi(RxFlowInternals) import RxFlow
@_spi(RxFlowInternals) import RxFlowHeadless

extension FlowTestStore {
    // MARK: - Navigations

    /// Asserts that the next navigation not asserted yet is `flowType` navigating to `step`,
    /// waiting for it up to `timeout` (the store's `timeout` by default) if it has not
    /// happened yet.
    ///
    /// With `Exhaustivity.on`, a different navigation fails the test with a diff (and counts
    /// as asserted); with `.off`, the navigations before the expected one are skipped. No
    /// navigation in time fails the test rather than hanging it.
    public func receive<F: Flow>(
        _ flowType: F.Type,
        _ step: any Step,
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            FlowNavigation(flowType, step), timeout: timeout, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Asserts that the next navigation not asserted yet is `expected`; see
    /// `receive(_:_:timeout:fileID:filePath:line:column:)`.
    public func receive(
        _ expected: FlowNavigation,
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard
            !failIfFinished(
                "receive(_:_:)", "nothing navigates any more", fileID: fileID, filePath: filePath, line: line,
                column: column)
        else { return }
        await receiveNext(
            expected, named: "navigation", pending: { ledger.pendingNavigations },
            remove: { ledger.removeNavigations($0) }, timeout: timeout, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Asserts that the navigations not asserted yet are exactly `expected`, in order (with
    /// `Exhaustivity.off`: that they contain `expected` in order), waiting up to `timeout`
    /// for them; a mismatch fails the test with a diff.
    public func assertNavigations(
        _ expected: [FlowNavigation],
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard
            !failIfFinished(
                "assertNavigations(_:)", "nothing navigates any more", fileID: fileID, filePath: filePath,
                line: line, column: column)
        else { return }
        if exhaustivity == .off {
            for navigation in expected {
                await receive(
                    navigation, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
            }
            return
        }
        let waited = timeout ?? self.timeout
        let deadline = ContinuousClock.now + waited
        while ledger.pendingNavigations.count < expected.count, ContinuousClock.now < deadline {
            await signal.wait(until: deadline)
        }
        let received = ledger.pendingNavigations
        ledger.removeNavigations(received.count)
        guard received != expected else { return }
        let timedOut = received.count < expected.count
        fail(
            """
            The navigations were not the expected ones\(timedOut ? " (after waiting \(waited))" : ""). \
            (Expected: -, Received: +)

            \(diff(expected, received) ?? "")
            """ + (timedOut ? unheardViewModelHint() : ""),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: - Dropped steps

    /// Asserts that the next dropped step not asserted yet is `step`, dropped for `reason`,
    /// waiting for it up to `timeout` (the store's `timeout` by default).
    ///
    /// Dropped steps are asserted in their own order, apart from navigations. With
    /// `Exhaustivity.on`, a different drop fails the test with a diff; with `.off`, the
    /// drops before the expected one are skipped.
    public func receiveDrop(
        _ step: any Step,
        reason: StepDropReason,
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard
            !failIfFinished(
                "receiveDrop(_:reason:)", "no step is dropped any more", fileID: fileID, filePath: filePath,
                line: line, column: column)
        else { return }
        await receiveNext(
            DroppedStep(step, reason: reason), named: "dropped step", pending: { ledger.pendingDrops },
            remove: { ledger.removeDrops($0) }, timeout: timeout, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    // MARK: - Waiting

    /// Takes the next pending item (a navigation or a dropped step) and checks it against
    /// `expected`, waiting for one up to `timeout`: with `Exhaustivity.on` the next one must be
    /// `expected` (a diff otherwise); with `.off`, those before it are skipped.
    private func receiveNext<Item: Equatable & CustomStringConvertible>(
        _ expected: Item, named name: String, pending: () -> [Item], remove: (Int) -> Void,
        timeout: Duration?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) async {
        let waited = timeout ?? self.timeout
        let deadline = ContinuousClock.now + waited
        while true {
            let items = pending()
            if exhaustivity == .on, let next = items.first {
                remove(1)
                if next != expected {
                    fail(
                        """
                        The \(name) was not the expected one. (Expected: -, Received: +)

                        \(diff(expected, next) ?? "")
                        """,
                        fileID: fileID, filePath: filePath, line: line, column: column)
                }
                return
            }
            if exhaustivity == .off, let index = items.firstIndex(of: expected) {
                remove(index + 1)
                return
            }
            guard ContinuousClock.now < deadline else {
                fail(
                    """
                    Timed out after \(waited) waiting for the \(name) \(expected).
                    \(pendingReport())
                    """ + (Item.self == FlowNavigation.self ? unheardViewModelHint() : ""),
                    fileID: fileID, filePath: filePath, line: line, column: column)
                return
            }
            await signal.wait(until: deadline)
        }
    }

    /// For a navigation that did not come: a hint, after a blank line, when the screen the user
    /// looks at holds a view model no contribution listens to (see `UnheardViewModelHint`);
    /// empty otherwise.
    func unheardViewModelHint() -> String {
        let visible: (screen: any Presentable, label: String)? =
            if runsOnStack {
                stack?.visibleRoute.map { ($0, "\($0)") }
            } else {
                TopScreen.candidates(in: window).first(where: \.isVisible).map { ($0, $0.label) }
            }
        guard let visible,
            let hint = UnheardViewModelHint.hint(for: visible.screen, label: visible.label, coordinator: coordinator)
        else { return "" }
        return "\n\n" + hint
    }

    /// What happened and was not asserted, for a timeout's message.
    private func pendingReport() -> String {
        let navigations = ledger.pendingNavigations
        let drops = ledger.pendingDrops
        return """
            Navigations not asserted: \(navigations.isEmpty ? "none" : navigations.map(\.description).joined(separator: ", ")).
            Dropped steps not asserted: \(drops.isEmpty ? "none" : drops.map(\.description).joined(separator: ", ")).
            """
    }
}
